// One autocannon run in its own process, so the load generator does not share the event loop of the
// server it measures. Input: a JSON options object as argv[2]. Output on stdout, one JSON per line:
// {"event":"start"} when the first requests go out, then {"event":"result", ...} at the end.
import autocannon from 'autocannon'

const opts = JSON.parse(process.argv[2] ?? '{}')

const instance = autocannon(
  {
    url: opts.url,
    connections: opts.connections ?? 10,
    duration: opts.duration ?? 10,
    timeout: opts.timeout ?? 10,
    headers: opts.headers ?? {},
    // A mix of calls each connection cycles through, and a cap on the whole run's rate (a soak's
    // "moderate load"); both are autocannon's own options.
    ...(opts.requests && { requests: opts.requests }),
    ...(opts.overallRate && { overallRate: opts.overallRate }),
    // Closed loop, one request in flight per connection (autocannon's default pipelining of 1).
    pipelining: 1,
  },
  (err, r) => {
    if (err) {
      process.stdout.write(JSON.stringify({ event: 'error', message: String(err?.stack ?? err) }) + '\n')
      process.exitCode = 1
      return
    }
    const codes = r.statusCodeStats ?? {}
    process.stdout.write(
      JSON.stringify({
        event: 'result',
        url: opts.url,
        connections: r.connections,
        durationS: r.duration,
        reqPerSec: r.requests.average,
        reqPerSecStddev: r.requests.stddev,
        requestsTotal: r.requests.total,
        latencyMs: {
          mean: r.latency.average,
          p50: r.latency.p50,
          p90: r.latency.p90,
          p99: r.latency.p99,
          max: r.latency.max,
        },
        bytesPerSec: r.throughput.average,
        ok2xx: r['2xx'],
        non2xx: r.non2xx,
        errors: r.errors,
        timeouts: r.timeouts,
        statusCodes: Object.fromEntries(Object.entries(codes).map(([k, v]) => [k, v.count])),
      }) + '\n',
    )
  },
)

instance.on('start', () => process.stdout.write(JSON.stringify({ event: 'start' }) + '\n'))
process.on('SIGTERM', () => instance.stop())
