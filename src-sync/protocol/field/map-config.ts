/** GET /api/map/config: where the team map's style comes from (null: the plain map). */
import { z } from 'zod';

export const mapConfigSchema = z.object({ style_url: z.string().max(2000).nullable() });
export type MapConfig = z.infer<typeof mapConfigSchema>;
