import * as z from 'zod/mini';
import {
  coverComplexities,
  coverFormats,
  coverPlatforms,
  paperTypes,
  trimSizes,
  typesettingComplexities,
  typesettingPlatforms,
} from '../domain/calculator-options';

export const coverDetailsSchema = z.object({
  complexity: z.enum(coverComplexities),
  formats: z.enum(coverFormats),
  trimSize: z.enum(trimSizes),
  platform: z.enum(coverPlatforms),
  rush: z.boolean(),
});
export type CoverDetails = z.infer<typeof coverDetailsSchema>;

export const typesettingDetailsSchema = z.object({
  /** 40–1200 in the browser (attributes only); the pricing must still handle any positive number. */
  pageCount: z.number().check(z.int(), z.minimum(1), z.maximum(100000)),
  complexity: z.enum(typesettingComplexities),
  trimSize: z.enum(trimSizes),
  paperType: z.enum(paperTypes),
  platform: z.enum(typesettingPlatforms),
  rush: z.boolean(),
});
export type TypesettingDetails = z.infer<typeof typesettingDetailsSchema>;

export const servicesSchema = z.object({ coverDesign: z.boolean(), typesetting: z.boolean() });
export type Services = z.infer<typeof servicesSchema>;

export const pricingSchema = z.object({
  coverTotal: z.number(),
  typesettingTotal: z.number(),
  creatorEarnings: z.number(),
  yourFee: z.number(),
  grandTotal: z.number(),
});
export type Pricing = z.infer<typeof pricingSchema>;
