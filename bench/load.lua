-- wrk script for the bench (bench/load.ts): rotates the request paths given in a file, adds the
-- headers given (Authorization, Accept-Encoding...), and prints its figures as one JSON line so
-- the bench reads them without parsing wrk's text report.
-- Arguments after `--`: <paths file> ["Name: value"]...

local paths = {}
local headers = {}
local counter = 0

function init(args)
  for line in io.lines(args[1]) do
    if #line > 0 then paths[#paths + 1] = line end
  end
  for i = 2, #args do
    local name, value = string.match(args[i], "^([^:]+):%s*(.*)$")
    if name then headers[name] = value end
  end
end

function request()
  counter = counter + 1
  return wrk.format("GET", paths[(counter % #paths) + 1], headers)
end

function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '\nBENCH_JSON {"requests":%d,"durationUs":%d,"non2xx":%d,"errors":%d,"p50":%d,"p95":%d,"p99":%d,"max":%d}\n',
    summary.requests, summary.duration, e.status, e.connect + e.read + e.write + e.timeout,
    latency:percentile(50), latency:percentile(95), latency:percentile(99), latency.max))
end
