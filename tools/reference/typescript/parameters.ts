import ts from 'typescript';
import type { ParameterModel, TypeText } from './model';

/**
 * A parameter's name as a reader calls it: a destructured parameter reads as
 * `props` (a component's) or `options`, instead of the pattern the
 * implementation happens to unpack.
 */
export function parameterName(parameter: ts.ParameterDeclaration, component: boolean): string {
  if (ts.isIdentifier(parameter.name)) return parameter.name.text;
  return component ? 'props' : 'options';
}

/** A function's parameters, each with its type as written (empty when the source leaves it to inference). */
export function parametersOf(fn: ts.SignatureDeclarationBase, component: boolean, typeText: (node: ts.Node | undefined) => TypeText): ParameterModel[] {
  return fn.parameters.map((p) => ({
    name: parameterName(p, component),
    type: typeText(p.type),
    optional: Boolean(p.questionToken || p.initializer),
    rest: Boolean(p.dotDotDotToken),
  }));
}
