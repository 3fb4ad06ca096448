/**
 * The search button's and modal's texts, in place of the Typesense theme's
 * module: that one builds each text with `translate()` and ships every text's
 * translator description with it, 4.8 KB of the script every page loads
 * (about 1 KB gzip), for a site with one language. The texts are the theme's,
 * but one: the button's `aria-label` is empty, so its accessible name is what
 * it shows ("Search Ctrl K"), as WCAG 2.5.3 (label in name) asks; "Search"
 * left out the visible text.
 */
const translations = {
  button: { buttonText: 'Search', buttonAriaLabel: '' },
  modal: {
    searchBox: {
      resetButtonTitle: 'Clear the query',
      resetButtonAriaLabel: 'Clear the query',
      cancelButtonText: 'Cancel',
      cancelButtonAriaLabel: 'Cancel',
    },
    startScreen: {
      recentSearchesTitle: 'Recent',
      noRecentSearchesText: 'No recent searches',
      saveRecentSearchButtonTitle: 'Save this search',
      removeRecentSearchButtonTitle: 'Remove this search from history',
      favoriteSearchesTitle: 'Favorite',
      removeFavoriteSearchButtonTitle: 'Remove this search from favorites',
    },
    errorScreen: {
      titleText: 'Unable to fetch results',
      helpText: 'You might want to check your network connection.',
    },
    footer: {
      selectText: 'to select',
      selectKeyAriaLabel: 'Enter key',
      navigateText: 'to navigate',
      navigateUpKeyAriaLabel: 'Arrow up',
      navigateDownKeyAriaLabel: 'Arrow down',
      closeText: 'to close',
      closeKeyAriaLabel: 'Escape key',
      searchByText: 'Search by',
    },
    noResultsScreen: {
      noResultsText: 'No results for',
      suggestedQueryText: 'Try searching for',
      reportMissingResultsText: 'Believe this query should return results?',
      reportMissingResultsLinkText: 'Let us know.',
    },
  },
  placeholder: 'Search docs',
};

export default translations;
