#!/bin/sh
# The image's entry point (deploy/Dockerfile): the MCP service that answers
# /mcp in the background, and nginx in the foreground as the container's main
# process. No supervisor: the loop restarts the service if it ever exits
# (nginx answers /mcp with a JSON-RPC 503 meanwhile), and when nginx exits
# (docker stop sends SIGQUIT: it finishes the requests in flight) the
# container ends, taking the service with it.
set -eu
cd /srv/vendure-docs
(
  while :; do
    # As nginx's workers run: an unprivileged user who can read build/.
    runuser -u www-data -- node mcp-server.js --build build --host 127.0.0.1 --port 3001 || true
    echo "start.sh: the MCP service exited; starting it again in 1 s" >&2
    sleep 1
  done
) &
exec nginx -p /srv/vendure-docs/ -c nginx.conf -g 'daemon off;'
