import { z } from 'zod';

/** Largest picture staff may upload (a phone photo is 3–12 MB); it is re-encoded smaller. */
export const MAX_PICTURE_BYTES = 20 * 1024 * 1024;
/** Largest video (a minute of 1080p); it is stored as sent. */
export const MAX_VIDEO_BYTES = 200 * 1024 * 1024;
/** Widest a stored picture is kept: twice the 1080-px design width is more than any screen asks for. */
export const MAX_PICTURE_WIDTH = 2160;

/** Where an upload landed: the address to save in content, and a picture's size. */
export const uploadAnswerSchema = z.object({
  url: z.string(),
  bytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;
