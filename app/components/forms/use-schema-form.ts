import { useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

/**
 * A Conform form checked by one of the shared Zod schemas: in the browser as the user leaves a
 * field and then as they type, and again by the action on the server (whose answer arrives as
 * `lastResult`). The same schema gives the inputs their HTML constraints.
 */
export function useSchemaForm<S extends z.ZodType<Record<string, unknown>>>(
  id: string,
  schema: S,
  options: { lastResult?: SubmissionResult<string[]> | null; defaultValue?: Record<string, string> } = {},
) {
  return useForm<z.input<S> & Record<string, unknown>, z.output<S>, string[]>({
    id,
    lastResult: options.lastResult,
    defaultValue: options.defaultValue as never,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}
