import { createDb } from "~/server/db/client.server";
import type { AppConfig } from "~/server/env.server";
import { createBuiltinWriter } from "./ai/builtin-writer/index.server";
import { openAiWriterFromConfig } from "./ai/openai-writer.server";
import type { WriterProvider } from "./ai/types";
import { createGoogleSignIn, type GoogleSignIn } from "./auth/google.server";
import { createHttpEmail } from "./email/http-api.server";
import { createOutboxEmail } from "./email/outbox.server";
import type { EmailProvider } from "./email/types";
import { createBuiltinFixtures } from "./fixtures/builtin.server";
import { createFootballDataFixtures } from "./fixtures/football-data.server";
import { createLiveFixtures } from "./fixtures/live.server";
import { createTheSportsDbFixtures } from "./fixtures/thesportsdb.server";
import type { FixturesProvider } from "./fixtures/types";
import { createBuiltinImages } from "./images/builtin.server";
import { createPromptImprover, openAiImagesFromConfig } from "./images/openai.server";
import type { ImagesProvider } from "./images/types";
import { createSimulatorPayments } from "./payments/simulator.server";
import { createStripePayments } from "./payments/stripe.server";
import type { PaymentsProvider } from "./payments/types";
import { livePublishingFromConfig } from "./publishing/live.server";
import { createPreviewPublisher } from "./publishing/preview.server";
import type { PublishingProvider } from "./publishing/types";
import { createBuiltinQuizSource } from "./quiz/builtin.server";
import { openAiQuizSourceFromConfig } from "./quiz/openai-quiz.server";
import type { QuizSource } from "./quiz/types";
import { textModelConfig } from "./text-service.server";
import { openAiTranscriptionFromConfig } from "./transcription/openai.server";
import type { TranscriptionProvider } from "./transcription/types";
import { createBuiltinWeather } from "./weather/builtin.server";
import { createOpenMeteoWeather } from "./weather/open-meteo.server";
import type { WeatherProvider } from "./weather/types";

export interface Providers {
  email: EmailProvider;
  /** Null in local mode: /api/login then shows the development sign-in page. */
  google: GoogleSignIn | null;
  fixtures: FixturesProvider;
  weather: WeatherProvider;
  /** The content writer: OpenAI (or the operator's own OpenAI-compatible server), else the built-in copywriter. */
  ai: WriterProvider;
  /** Null in local mode (no speech model ships with the app): /api/transcribe answers 503. */
  transcription: TranscriptionProvider | null;
  /** Quiz questions: OpenAI with a fact-check pass, else the curated built-in bank. */
  quiz: QuizSource;
  /** Stripe with STRIPE_SECRET_KEY (and its companions), else the local 'Test payments' simulator. */
  payments: PaymentsProvider;
  /** Images and prompt improvement: OpenAI with OPENAI_API_KEY, else the built-in poster renderer. */
  images: ImagesProvider;
  /** Where scheduled posts go: the built-in Preview publisher (/dev/feed) until the live adapters are configured. */
  publishing: PublishingProvider;
}

/** The one place that reads which secrets exist and picks each provider's built-in or live implementation. */
export function createProviders(config: AppConfig, env: Env, now: () => Date): Providers {
  return {
    email:
      config.EMAIL_API_KEY && config.EMAIL_FROM
        ? createHttpEmail({
            apiKey: config.EMAIL_API_KEY,
            from: config.EMAIL_FROM,
            baseUrl: config.EMAIL_API_URL,
            requestsPerSecond: config.EMAIL_RATE_PER_SECOND,
          })
        : createOutboxEmail(env.FILES, now),
    google:
      config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
        ? createGoogleSignIn({
            clientId: config.GOOGLE_CLIENT_ID,
            clientSecret: config.GOOGLE_CLIENT_SECRET,
            authUrl: config.GOOGLE_AUTH_URL,
            tokenUrl: config.GOOGLE_TOKEN_URL,
            userInfoUrl: config.GOOGLE_USERINFO_URL,
          })
        : null,
    fixtures:
      config.FOOTBALL_DATA_TOKEN && config.THESPORTSDB_KEY
        ? createLiveFixtures({
            footballData: createFootballDataFixtures({
              token: config.FOOTBALL_DATA_TOKEN,
              baseUrl: config.FOOTBALL_DATA_URL,
            }),
            theSportsDb: createTheSportsDbFixtures({
              key: config.THESPORTSDB_KEY,
              baseUrl: config.THESPORTSDB_URL,
            }),
          })
        : createBuiltinFixtures({ now }),
    weather: config.OPEN_METEO_API_KEY
      ? createOpenMeteoWeather({
          apiKey: config.OPEN_METEO_API_KEY,
          baseUrl: config.OPEN_METEO_URL,
          geocodingUrl: config.OPEN_METEO_GEOCODING_URL,
          cache: env.CACHE,
          now,
        })
      : createBuiltinWeather({ now }),
    ai: openAiWriterFromConfig(config) ?? createBuiltinWriter(),
    transcription: openAiTranscriptionFromConfig(config),
    quiz: openAiQuizSourceFromConfig(config) ?? createBuiltinQuizSource(),
    payments: paymentsFromConfig(config, env, now),
    images: openAiImagesFromConfig(config) ?? builtinImages(config),
    publishing:
      livePublishingFromConfig(config) ?? createPreviewPublisher({ files: env.FILES, cache: env.CACHE, now }),
  };
}

/**
 * The built-in poster renderer; its prompts are improved by the operator's own text model when
 * one is configured without an OpenAI key (images stay built-in, the wording does not).
 */
function builtinImages(config: AppConfig): ImagesProvider {
  const builtin = createBuiltinImages();
  const prompts = textModelConfig(config, "writer");
  if (!prompts) return builtin;
  const improver = createPromptImprover(prompts);
  return { ...builtin, enhancerLabel: improver.label, improvePrompt: improver.improvePrompt };
}

function paymentsFromConfig(config: AppConfig, env: Env, now: () => Date): PaymentsProvider {
  const c = config;
  if (
    c.STRIPE_SECRET_KEY &&
    c.STRIPE_WEBHOOK_SECRET &&
    c.STRIPE_PUBLISHABLE_KEY &&
    c.STRIPE_PRICE_STARTER_MONTHLY &&
    c.STRIPE_PRICE_STARTER_ANNUAL &&
    c.STRIPE_PRICE_PRO_MONTHLY &&
    c.STRIPE_PRICE_PRO_ANNUAL
  ) {
    return createStripePayments({
      secretKey: c.STRIPE_SECRET_KEY,
      webhookSecret: c.STRIPE_WEBHOOK_SECRET,
      publishableKey: c.STRIPE_PUBLISHABLE_KEY,
      prices: {
        starter: { month: c.STRIPE_PRICE_STARTER_MONTHLY, year: c.STRIPE_PRICE_STARTER_ANNUAL },
        pro: { month: c.STRIPE_PRICE_PRO_MONTHLY, year: c.STRIPE_PRICE_PRO_ANNUAL },
      },
      automaticTax: c.STRIPE_TAX === "on",
      apiUrl: c.STRIPE_API_URL,
    });
  }
  return createSimulatorPayments({ db: createDb(env.DB), now, appUrl: c.appUrl });
}
