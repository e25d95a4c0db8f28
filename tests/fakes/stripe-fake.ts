import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * Stripe's REST API as stripe-node speaks it: form-encoded bodies with bracketed keys, a Bearer
 * secret key, and Stripe's error object (`{ error: { type, code, message, param } }`) on failure.
 * It keeps what it created so a later call (retrieve, update) sees the same object.
 */

export const STRIPE_TEST_KEY = "sk_test_full_house_fake";
const KNOWN_PRICES = new Set([
  "price_starter_month",
  "price_starter_year",
  "price_pro_month",
  "price_pro_year",
]);

const objects = new Map<string, Record<string, unknown>>();
const forcedErrors: { status: number; body: unknown }[] = [];

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "Content-Type": "application/json", "Request-Id": `req_${Date.now()}` });
  response.end(JSON.stringify(body));
}

function stripeError(
  response: ServerResponse,
  status: number,
  type: string,
  message: string,
  extra: Record<string, string> = {},
) {
  return json(response, status, { error: { type, message, ...extra } });
}

const newId = (prefix: string) => `${prefix}_${Math.random().toString(36).slice(2, 14)}`;
const now = () => Math.floor(Date.now() / 1000);

/** Queues Stripe's real answer for the next API call (e.g. a rate limit or an invalid request). */
export function forceStripeError(status: number) {
  const bodies: Record<number, unknown> = {
    400: {
      error: {
        type: "invalid_request_error",
        code: "resource_missing",
        message: "No such price: 'price_gone'",
        param: "line_items[0][price]",
      },
    },
    429: {
      error: {
        type: "invalid_request_error",
        code: "rate_limit",
        message:
          "Request rate limit exceeded. Learn more about rate limits here https://stripe.com/docs/rate-limits.",
      },
    },
  };
  forcedErrors.push({
    status,
    body: bodies[status] ?? { error: { type: "api_error", message: "Fake error" } },
  });
}

export function stripeApi(request: IncomingMessage, url: URL, body: string, response: ServerResponse) {
  if (request.headers.authorization !== `Bearer ${STRIPE_TEST_KEY}`) {
    return stripeError(response, 401, "invalid_request_error", "Invalid API Key provided: sk_test_****fake");
  }
  if (!request.headers["stripe-version"]) {
    return stripeError(response, 400, "invalid_request_error", "Stripe-Version header missing");
  }
  const forced = forcedErrors.shift();
  if (forced) return json(response, forced.status, forced.body);
  // GET /v1/prices/:id (docs.stripe.com/api/prices/retrieve): the plan prices, GBP, tax-exclusive.
  if (request.method === "GET" && url.pathname.startsWith("/v1/prices/")) {
    const priceId = url.pathname.split("/").pop() ?? "";
    const amounts: Record<string, [number, string]> = {
      price_starter_month: [1900, "month"],
      price_starter_year: [19000, "year"],
      price_pro_month: [2900, "month"],
      price_pro_year: [29000, "year"],
    };
    const found = amounts[priceId];
    if (!found) {
      return stripeError(response, 404, "invalid_request_error", `No such price: '${priceId}'`, {
        code: "resource_missing",
        param: "id",
      });
    }
    return json(response, 200, {
      id: priceId,
      object: "price",
      active: true,
      currency: "gbp",
      unit_amount: found[0],
      recurring: { interval: found[1], interval_count: 1 },
      tax_behavior: "exclusive",
      type: "recurring",
    });
  }
  const form = new URLSearchParams(body);
  const route = `${request.method} ${url.pathname.replace(/\/(cs|cus|sub)_[\w]+$/, "/:id")}`;
  const id = url.pathname.split("/").pop() ?? "";

  switch (route) {
    case "POST /v1/checkout/sessions": {
      const mode = form.get("mode");
      if (!mode || !form.get("success_url")) {
        return stripeError(response, 400, "invalid_request_error", "Missing required param: mode.", {
          param: "mode",
        });
      }
      const price = form.get("line_items[0][price]");
      if (price && !KNOWN_PRICES.has(price)) {
        return stripeError(response, 400, "invalid_request_error", `No such price: '${price}'`, {
          code: "resource_missing",
          param: "line_items[0][price]",
        });
      }
      if (!price && !form.get("line_items[0][price_data][unit_amount]")) {
        return stripeError(
          response,
          400,
          "invalid_request_error",
          "You must specify either `price` or `price_data`.",
          {
            param: "line_items[0]",
          },
        );
      }
      // Stripe Tax in Checkout (docs.stripe.com/tax/checkout): with automatic_tax on, an existing
      // customer must already have an address, or Checkout must be allowed to save the one it
      // collects (customer_update[address]=auto); otherwise Stripe refuses the session.
      const taxCustomer = form.get("automatic_tax[enabled]") === "true" ? form.get("customer") : null;
      if (
        taxCustomer &&
        !objects.get(taxCustomer)?.address &&
        form.get("customer_update[address]") !== "auto"
      ) {
        return stripeError(
          response,
          400,
          "invalid_request_error",
          "Automatic tax calculation in Checkout requires a valid address on the Customer. Add a valid address to the Customer or set `customer_update[address]` to 'auto' to save the address entered in Checkout to the Customer.",
          { param: "customer_update[address]" },
        );
      }
      const session = {
        id: newId("cs_test"),
        object: "checkout.session",
        mode,
        status: "open",
        payment_status: "unpaid",
        client_reference_id: form.get("client_reference_id"),
        customer: form.get("customer"),
        customer_email: form.get("customer_email"),
        success_url: form.get("success_url"),
        created: now(),
        url: "",
      };
      session.url = `https://checkout.stripe.com/c/pay/${session.id}`;
      objects.set(session.id, session);
      return json(response, 200, session);
    }
    case "GET /v1/checkout/sessions/:id": {
      const session = objects.get(id);
      if (!session) {
        return stripeError(response, 404, "invalid_request_error", `No such checkout.session: '${id}'`, {
          code: "resource_missing",
          param: "session",
        });
      }
      return json(response, 200, session);
    }
    case "POST /v1/customers": {
      const country = form.get("address[country]");
      const customer = {
        id: newId("cus"),
        object: "customer",
        email: form.get("email"),
        created: now(),
        address: country
          ? { country, postal_code: form.get("address[postal_code]"), line1: form.get("address[line1]") }
          : null,
      };
      objects.set(customer.id, customer);
      return json(response, 200, customer);
    }
    case "POST /v1/subscriptions": {
      const customer = form.get("customer") ?? "";
      if (!objects.has(customer)) {
        return stripeError(response, 400, "invalid_request_error", `No such customer: '${customer}'`, {
          code: "resource_missing",
          param: "customer",
        });
      }
      // Stripe Tax on subscriptions (docs.stripe.com/tax/customer-locations): a customer Stripe cannot
      // locate is refused with customer_tax_location_invalid rather than billed without tax.
      if (form.get("automatic_tax[enabled]") === "true" && !objects.get(customer)?.address) {
        return stripeError(
          response,
          400,
          "invalid_request_error",
          "The customer's location isn't recognized. Add a valid address to the customer to calculate tax.",
          { code: "customer_tax_location_invalid", param: "customer" },
        );
      }
      const price = form.get("items[0][price]") ?? "";
      if (!KNOWN_PRICES.has(price)) {
        return stripeError(response, 400, "invalid_request_error", `No such price: '${price}'`, {
          code: "resource_missing",
          param: "items[0][price]",
        });
      }
      const expanded = form.get("expand[0]") === "latest_invoice.confirmation_secret";
      const invoiceId = newId("in");
      const invoice = {
        id: invoiceId,
        object: "invoice",
        confirmation_secret: { client_secret: `pi_${invoiceId}_secret_fake`, type: "payment_intent" },
      };
      const subscription = {
        id: newId("sub"),
        object: "subscription",
        customer,
        status: "incomplete",
        cancel_at_period_end: false,
        items: { object: "list", data: [{ object: "subscription_item", price: { id: price } }] },
        latest_invoice: invoice,
      };
      objects.set(subscription.id, subscription);
      return json(response, 200, { ...subscription, latest_invoice: expanded ? invoice : invoiceId });
    }
    // GET /v1/subscriptions?customer=&price=&status= (docs.stripe.com/api/subscriptions/list),
    // newest first; expand[]=data.latest_invoice.confirmation_secret expands each invoice.
    case "GET /v1/subscriptions": {
      const customer = url.searchParams.get("customer");
      const price = url.searchParams.get("price");
      const status = url.searchParams.get("status");
      const expanded = [...url.searchParams.entries()].some(
        ([key, value]) => key.startsWith("expand") && value === "data.latest_invoice.confirmation_secret",
      );
      const data = [...objects.values()]
        .filter((object) => object.object === "subscription")
        .filter((sub) => !customer || sub.customer === customer)
        .filter((sub) => !status || sub.status === status)
        .filter(
          (sub) =>
            !price ||
            (sub.items as { data: Array<{ price: { id: string } }> } | undefined)?.data.some(
              (item) => item.price.id === price,
            ),
        )
        .reverse()
        .map((sub) => ({
          ...sub,
          latest_invoice: expanded ? sub.latest_invoice : (sub.latest_invoice as { id?: string })?.id,
        }));
      return json(response, 200, { object: "list", url: "/v1/subscriptions", has_more: false, data });
    }
    case "POST /v1/subscriptions/:id": {
      const subscription = objects.get(id) ?? { id, object: "subscription", status: "active" };
      if (form.has("cancel_at_period_end")) {
        subscription.cancel_at_period_end = form.get("cancel_at_period_end") === "true";
      }
      objects.set(id, subscription);
      return json(response, 200, subscription);
    }
    case "POST /v1/billing_portal/sessions": {
      if (!form.get("customer")) {
        return stripeError(response, 400, "invalid_request_error", "Missing required param: customer.", {
          param: "customer",
        });
      }
      const session = {
        id: newId("bps"),
        object: "billing_portal.session",
        customer: form.get("customer"),
        return_url: form.get("return_url"),
        url: `https://billing.stripe.com/p/session/${newId("test")}`,
      };
      return json(response, 200, session);
    }
    default:
      return stripeError(response, 404, "invalid_request_error", `Unrecognized request URL (${route}).`);
  }
}
