// Zod 4 probes `new Function('')` when it defines its first object schemas, to decide whether to
// compile parsers; under the site's Content-Security-Policy (script-src 'self', no 'unsafe-eval')
// that probe is a CSP violation on every page load (found by the browser journeys' CSP check,
// issue 17). The app never needs eval. Zod reads its config from this global when it loads, so it
// is set here, in a classic script that runs before the app's module scripts.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
