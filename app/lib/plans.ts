/**
 * Plans, prices and allowances: the one place every page and the server read them from.
 * The spec gives conflicting figures; DESIGN.md settles them here once:
 * Starter £19, Pro £29, Pro 80 images and 100 voice minutes, annual = 10 × monthly.
 * Prices exclude VAT and are held in pence so no sum is ever rounded twice.
 */

export const METERS = ["credits", "tokens", "images", "voice_minutes", "fact_checks"] as const;
export type Meter = (typeof METERS)[number];

export const PLAN_IDS = ["trial", "starter", "pro"] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export type PaidPlanId = Exclude<PlanId, "trial">;

export const SUBSCRIPTION_STATUSES = ["trial", "active", "past_due", "cancelled"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export interface Plan {
  id: PlanId;
  name: string;
  /** Monthly price in pence, excluding VAT. */
  monthlyPence: number;
  tagline: string;
  /** What the plan allows each billing period; a meter that is absent is a locked feature. */
  allowances: Partial<Record<Meter, number>>;
  features: string[];
  popular?: boolean;
  topUpsAllowed?: boolean;
}

export const TRIAL_CREDITS = 10;
export const ANNUAL_MONTHS_CHARGED = 10;

export const PLANS: Record<PlanId, Plan> = {
  trial: {
    id: "trial",
    name: "Free Trial",
    monthlyPence: 0,
    tagline: "Try the content creator with no card",
    allowances: { credits: TRIAL_CREDITS },
    features: [
      `${TRIAL_CREDITS} content credits`,
      "Posts for Facebook, Instagram and TikTok",
      "Sports fixtures and reminders",
      "No credit card needed",
    ],
  },
  starter: {
    id: "starter",
    name: "Starter",
    monthlyPence: 1900,
    tagline: "Everything a busy pub needs each week",
    allowances: { tokens: 75_000, images: 30, voice_minutes: 50, fact_checks: 85 },
    features: [
      "75,000 writing tokens a month",
      "30 AI images and posters",
      "50 voice minutes",
      "85 quiz fact checks",
      "Sports fixture centre",
    ],
  },
  pro: {
    id: "pro",
    name: "Pro",
    monthlyPence: 2900,
    tagline: "For pubs that post every day",
    popular: true,
    topUpsAllowed: true,
    allowances: { tokens: 200_000, images: 80, voice_minutes: 100, fact_checks: 200 },
    features: [
      "200,000 writing tokens a month",
      "80 AI images and posters",
      "100 voice minutes",
      "200 quiz fact checks",
      "AI pub quiz generator",
      "Priority support",
      "Advanced analytics",
    ],
  },
};

export const PAID_PLANS = [PLANS.starter, PLANS.pro] as const;

/** Top-ups: a pack of one meter at a fixed price; Pro only, minimum order £5, 0-50 of each. */
export interface TopUp {
  meter: Exclude<Meter, "credits">;
  label: string;
  packSize: number;
  pricePence: number;
}

export const TOP_UPS: TopUp[] = [
  { meter: "tokens", label: "25,000 tokens", packSize: 25_000, pricePence: 167 },
  { meter: "images", label: "1 image", packSize: 1, pricePence: 17 },
  { meter: "voice_minutes", label: "10 voice minutes", packSize: 10, pricePence: 167 },
  { meter: "fact_checks", label: "1 fact check", packSize: 1, pricePence: 7 },
];
export const TOP_UP_MAX_QUANTITY = 50;
/** After a failed renewal the plan keeps working this long while the card is retried. */
export const GRACE_PERIOD_DAYS = 7;
export const TOP_UP_MINIMUM_PENCE = 500;

/** Price of a plan for one billing interval, in pence: annual is ten months' price ("2 months free"). */
export function planPricePence(planId: PlanId, annual: boolean): number {
  const monthly = PLANS[planId].monthlyPence;
  return annual ? monthly * ANNUAL_MONTHS_CHARGED : monthly;
}

/** Total of a top-up basket in pence; quantities outside 0-50 are rejected by the caller's schema. */
export function topUpTotalPence(quantities: Partial<Record<TopUp["meter"], number>>): number {
  return TOP_UPS.reduce((sum, item) => sum + (quantities[item.meter] ?? 0) * item.pricePence, 0);
}

/** "£19", "£14.50", "£0.00" — whole pounds drop their pence unless asked. */
export function formatPounds(pence: number, { alwaysPence = false } = {}): string {
  const pounds = pence / 100;
  const showPence = alwaysPence || pence % 100 !== 0;
  return `£${pounds.toLocaleString("en-GB", {
    minimumFractionDigits: showPence ? 2 : 0,
    maximumFractionDigits: 2,
  })}`;
}

export const METER_LABELS: Record<Meter, string> = {
  credits: "Content credits",
  tokens: "Writing tokens",
  images: "Images",
  voice_minutes: "Voice minutes",
  fact_checks: "Fact checks",
};

/** The features a plan can lock, named as the upgrade dialog names them. */
export const LOCKED_FEATURES = [
  "image_generation",
  "quiz_generator",
  "voice_transcription",
  "prompt_improvement",
] as const;
export type LockedFeature = (typeof LOCKED_FEATURES)[number];

export function planAllows(planId: PlanId, meter: Meter): boolean {
  return PLANS[planId].allowances[meter] !== undefined;
}
