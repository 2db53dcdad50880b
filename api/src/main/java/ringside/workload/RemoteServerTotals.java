package ringside.workload;

import java.util.function.Supplier;

/**
 * A remote server's {@link RemoteServerCounts} at one moment, or the difference over one op: requests echoed,
 * their payload bytes checked right, those with a wrong payload; the same for one-way messages (counted when their
 * op's tally ends). Travels as one line of text, {@code counted} and the six numbers.
 */
public record RemoteServerTotals(long requests, long requestBytes, long badRequests, long oneWays, long oneWayBytes,
        long badOneWays) {
    /** The line's first word. */
    public static final String COUNTED = "counted";
    private static final String LINE = COUNTED + "( [0-9]+){6}";

    public String line() {
        return String.join(" ", COUNTED, Long.toString(requests), Long.toString(requestBytes),
                Long.toString(badRequests), Long.toString(oneWays), Long.toString(oneWayBytes),
                Long.toString(badOneWays));
    }

    public static boolean isLine(String line) {
        return line.matches(LINE);
    }

    public static RemoteServerTotals parse(String line) {
        if (!isLine(line)) {
            throw new IllegalArgumentException("not a line of the server's counts: " + line);
        }
        String[] w = line.split(" ");
        return new RemoteServerTotals(Long.parseLong(w[1]), Long.parseLong(w[2]), Long.parseLong(w[3]),
                Long.parseLong(w[4]), Long.parseLong(w[5]), Long.parseLong(w[6]));
    }

    /** What was counted between {@code before} and this. */
    public RemoteServerTotals minus(RemoteServerTotals before) {
        return new RemoteServerTotals(requests - before.requests, requestBytes - before.requestBytes,
                badRequests - before.badRequests, oneWays - before.oneWays, oneWayBytes - before.oneWayBytes,
                badOneWays - before.badOneWays);
    }

    /** Over one request-reply op: the server echoed each of its {@code sent} requests, each payload right. */
    public void requireRequests(int sent, int payload, Supplier<String> what) {
        if (requests != sent || badRequests != 0 || requestBytes != (long) sent * payload || oneWays != 0) {
            throw new InvalidResultException(what.get() + ": the server's process counted " + requests + " of " + sent
                    + " requests, " + requestBytes + " payload bytes right (expected " + (long) sent * payload + "), "
                    + badRequests + " with a wrong payload, " + oneWays + " one-way messages (expected 0): the"
                    + " requests did not all reach the server as sent");
        }
    }

    /** Over one one-way op: the server's receiver counted every message of {@code w}, each payload right. */
    public void requireOneWay(RemoteOneWayWorkload w, Supplier<String> what) {
        long bytes = (long) w.messages() * w.payload();
        if (oneWays != w.messages() || badOneWays != 0 || oneWayBytes != bytes || requests != 0) {
            throw new InvalidResultException(what.get() + ": the server's process counted " + oneWays + " of "
                    + w.messages() + " one-way messages, " + oneWayBytes + " payload bytes right (expected " + bytes
                    + "), " + badOneWays + " with a wrong payload, " + requests + " requests (expected 0): the"
                    + " messages did not all reach the server as sent");
        }
    }
}
