/** Schemas of the logo calls (portal.md sections 2, 3 and 7: GET /logo, upload to /logo, list, delete by code). */
import { z } from 'zod';
import { flagSchema } from './envelope';

/** Largest logo or icon accepted (the BFF takes JSON bodies up to 1 MB; base64 adds a third). */
export const LOGO_MAX_BYTES = 512 * 1024;

export const logoCodeSchema = z.string().trim().regex(/^[A-Za-z][A-Za-z0-9_]{0,29}$/);

/** A logo as the shell uses it: code (e.g. tabLogo), descript, the image and the .ico addresses. */
export const logoSchema = z.object({
  code: z.string(),
  descript: z.string(),
  imageUrl: z.string(),
  iconUrl: z.string(),
});
export type Logo = z.infer<typeof logoSchema>;

export const logoQuerySchema = z.object({
  code: logoCodeSchema.default('tabLogo'),
  isIcon: flagSchema.default('F'),
});

export const logoUploadSchema = z.object({
  code: logoCodeSchema,
  /** T: the .ico icon replacement; F: the logo image. */
  isIcon: flagSchema,
  fileName: z.string().trim().min(1).max(120),
  /** The file's bytes in base64 (no data: prefix). */
  data: z
    .string()
    .min(4)
    .max(Math.ceil(LOGO_MAX_BYTES / 3) * 4)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/),
});
export type LogoUpload = z.infer<typeof logoUploadSchema>;

export const logoDeleteSchema = z.object({ code: logoCodeSchema, isIcon: flagSchema.optional() });

/** A stored file as the file route serves it. */
export interface StoredFile {
  mime: string;
  fileName: string;
  data: Uint8Array;
}
