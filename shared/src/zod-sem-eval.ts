import { config } from 'zod';

// zod 4 probes `new Function` to compile faster parsers; the app's CSP has no 'unsafe-eval', so in the
// browser that probe is a reported CSP violation. Parsing the same way without it costs nothing we notice.
config({ jitless: true });
