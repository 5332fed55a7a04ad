import { findInputProblem } from '@scenic/contracts';
import type { FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Every query, path parameter and body is first checked as a whole, whatever its route's schema
 * says: no text the databases cannot store (NUL, lone surrogates, control characters) and no
 * absurd nesting. One rule for every call, so a field added tomorrow is covered too.
 */
const storableInput = z.unknown().superRefine((value, ctx) => {
  const problem = findInputProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export function registerValidation(app: FastifyInstance): void {
  app.setValidatorCompiler<z.ZodType>((route) =>
    validatorCompiler({ ...route, schema: storableInput.pipe(route.schema) }),
  );
}
