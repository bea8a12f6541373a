import { config } from 'zod';

// zod 4 probes `new Function` to compile faster parsers; the app's CSP has no 'unsafe-eval', so in the
// browser that probe is a reported CSP violation. Parsing without it costs nothing we notice, on the API either
// (about 5 µs a vehicle body both ways).
config({ jitless: true });
