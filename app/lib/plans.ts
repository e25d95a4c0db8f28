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

/**
 * What one trial credit buys (one piece of writing) costs this many writing tokens on a paid plan.
 * Upgrading keeps the credits left: each becomes this many tokens on top of the plan's allowance,
 * carried like a top-up until used. (The writer charges paid plans the same figure per piece.)
 */
export const TOKENS_PER_TRIAL_CREDIT = 1500;

/** The tools a plan can lock, named as the upgrade dialog names them. */
export const LOCKED_FEATURES = [
  "image_generation",
  "quiz_generator",
  "voice_transcription",
  "prompt_improvement",
  "publishing",
] as const;
export type LockedFeature = (typeof LOCKED_FEATURES)[number];

/**
 * Who gets each locked tool: the one statement that the pricing page, the upgrade dialog, the
 * landing pages and the server's checks all read. Every paid plan has them all — the quiz generator
 * too, as the spec's quiz landing says ("£19 per month for unlimited quizzes").
 */
export const FEATURE_PLANS: Record<LockedFeature, readonly PaidPlanId[]> = {
  image_generation: ["starter", "pro"],
  quiz_generator: ["starter", "pro"],
  voice_transcription: ["starter", "pro"],
  prompt_improvement: ["starter", "pro"],
  // Scheduling posts to Facebook, Instagram and Google; the trial can connect and see the calendar.
  publishing: ["starter", "pro"],
};

/** Whether a plan includes a locked tool (its status — paying or lapsed — is the caller's to check). */
export function planIncludes(planId: PlanId, feature: LockedFeature): boolean {
  return planId !== "trial" && FEATURE_PLANS[feature].includes(planId);
}

/** The pub quiz generator's line in a plan's feature list, when the plan has it. */
const quizLine = (planId: PaidPlanId) =>
  FEATURE_PLANS.quiz_generator.includes(planId) ? ["AI pub quiz generator"] : [];

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
      ...quizLine("starter"),
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
      ...quizLine("pro"),
      "Priority support",
      "Advanced analytics",
    ],
  },
};

export const PAID_PLANS = [PLANS.starter, PLANS.pro] as const;

/** The paid plans that include a tool, cheapest first (the landings quote the first one's price). */
export function plansWith(feature: LockedFeature): Plan[] {
  return PAID_PLANS.filter((plan) => FEATURE_PLANS[feature].includes(plan.id as PaidPlanId)).sort(
    (a, b) => a.monthlyPence - b.monthlyPence,
  );
}

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

export function planAllows(planId: PlanId, meter: Meter): boolean {
  return PLANS[planId].allowances[meter] !== undefined;
}

/** What pages need to say where an account stands. */
export interface PlanStandingInput {
  currentPlan: PlanId;
  subscriptionStatus: SubscriptionStatus;
  trialCreditsRemaining: number;
}

/**
 * Where an account stands, in the words every page uses: on the trial (with its credits), on a paid
 * plan (and whether its last payment failed), or — after a cancellation or a renewal that never got
 * paid — with no plan at all. A lapsed payer is not on the free trial, and is never told so.
 */
export function planStanding({ currentPlan, subscriptionStatus, trialCreditsRemaining }: PlanStandingInput): {
  label: string;
  sentence: string;
} {
  if (subscriptionStatus === "cancelled") {
    return {
      label: "No current plan",
      sentence: "Your paid plan has ended. Choose a plan to pick up where you left off.",
    };
  }
  const plan = PLANS[currentPlan];
  if (currentPlan !== "trial") {
    return {
      label: plan.name,
      sentence:
        subscriptionStatus === "past_due"
          ? `You're on ${plan.name}, but the last payment failed.`
          : `You're on ${plan.name}.`,
    };
  }
  const left = trialCreditsRemaining;
  return {
    label: plan.name,
    sentence:
      left > 0
        ? `You're on the ${plan.name} with ${left} free ${left === 1 ? "credit" : "credits"} left.`
        : `You've used all ${TRIAL_CREDITS} free credits of the ${plan.name}.`,
  };
}

/** What upgrading does with the trial's unused credits, said before payment; null when none are left. */
export function trialCreditsCarried(trialCreditsRemaining: number): string | null {
  if (trialCreditsRemaining <= 0) return null;
  const credits = `${trialCreditsRemaining} unused free ${trialCreditsRemaining === 1 ? "credit comes" : "credits come"}`;
  const tokens = (trialCreditsRemaining * TOKENS_PER_TRIAL_CREDIT).toLocaleString("en-GB");
  return `Upgrade and your ${credits} with you: ${tokens} extra writing tokens on top of the plan's allowance, kept until you use them.`;
}

/**
 * What /subscribe offers an account: Pro's card form (the trial, or a plan that has ended), the move
 * up from Starter, a card to fix (a failed renewal), or nothing to buy (already on Pro).
 */
export type ProOffer = "subscribe" | "move-to-pro" | "fix-payment" | "on-pro";

export function proOfferFor(account: {
  currentPlan: PlanId;
  subscriptionStatus: SubscriptionStatus;
}): ProOffer {
  if (account.subscriptionStatus === "past_due") return "fix-payment";
  if (account.subscriptionStatus !== "active") return "subscribe";
  return account.currentPlan === "pro" ? "on-pro" : "move-to-pro";
}
