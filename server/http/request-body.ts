import { data } from "react-router";

/** Decision 016: what a route answers for a body it cannot read. */
export const requestBodyTexts = {
  notAForm: "Send this form as application/x-www-form-urlencoded or multipart/form-data.",
  notJson: "Send this request as application/json.",
  unreadable: "The request body could not be read.",
} as const;

const formTypes = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/** The media type of `request` without parameters, lower-cased ('' when none is declared). */
function mediaTypeOf(request: Request): string {
  return (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
}

const refusal = (status: 400 | 415, error: string) => data({ error }, { status });

/**
 * The form an action was sent: urlencoded or multipart, as browsers send forms.
 * @throws `data({ error }, 415)` for any other content type, `data({ error }, 400)` for a body
 *   that does not parse as its declared type (a broken multipart body, say); never a 500.
 */
export async function readForm(request: Request): Promise<FormData> {
  if (!formTypes.has(mediaTypeOf(request))) throw refusal(415, requestBodyTexts.notAForm);
  try {
    return await request.formData();
  } catch {
    throw refusal(400, requestBodyTexts.unreadable);
  }
}

/**
 * The JSON value a resource route was sent, not yet checked against any schema.
 * @throws `data({ error }, 415)` unless the content type is application/json,
 *   `data({ error }, 400)` for a body that is not JSON.
 */
export async function readJson(request: Request): Promise<unknown> {
  return (await readJsonWithText(request)).value;
}

/**
 * The JSON a resource route was sent, with its text as it came (for a message to be stored
 * before it is acted on).
 * @throws as readJson.
 */
export async function readJsonWithText(
  request: Request,
): Promise<{ text: string; value: unknown }> {
  if (mediaTypeOf(request) !== "application/json") throw refusal(415, requestBodyTexts.notJson);
  const text = await request.text();
  try {
    return { text, value: JSON.parse(text) as unknown };
  } catch {
    throw refusal(400, requestBodyTexts.unreadable);
  }
}
