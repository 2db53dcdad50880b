package ringside.http;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import ringside.workload.InvalidResultException;

/**
 * One run of the load generator as its one line says it (http-load/README.md): the good responses, the errors by
 * kind, the seconds it sent for, requests per second, the offered rate (0: closed loop) and the latencies in ns.
 */
public record HttpLoadResult(long requests, Map<String, Long> errors, double seconds, double requestsPerSecond,
        double rate, Map<String, Long> latencyNanos, long latenessP50Nanos, long latenessP99Nanos) {
    /** The line's first word. */
    public static final String START = "http-load";
    /** The error kinds, as the line names them. */
    public static final List<String> ERROR_KINDS = List.of("connect", "timeout", "status", "body", "closed");
    /** The latency percentiles, as the line names them (max is the 100th). */
    public static final List<String> PERCENTILES = List.of("p50", "p90", "p99", "p99.9", "max");

    /** The generator's line; fails naming what is missing or not a number. */
    public static HttpLoadResult parse(String line) {
        String[] words = line.strip().split(" ");
        if (words.length == 0 || !words[0].equals(START)) {
            throw new IllegalStateException("not a line of " + START + ": '" + line + "'");
        }
        Map<String, String> fields = new LinkedHashMap<>();
        for (int i = 1; i < words.length; i++) {
            int eq = words[i].indexOf('=');
            if (eq < 1) {
                throw new IllegalStateException(START + ": '" + words[i] + "' is not name=value in '" + line + "'");
            }
            fields.put(words[i].substring(0, eq), words[i].substring(eq + 1));
        }
        Map<String, Long> errors = new LinkedHashMap<>();
        for (String kind : ERROR_KINDS) {
            errors.put(kind, whole(fields, kind, line));
        }
        if (errors.values().stream().mapToLong(Long::longValue).sum() != whole(fields, "errors", line)) {
            throw new IllegalStateException(START + ": the errors by kind do not add up to errors= in '" + line + "'");
        }
        Map<String, Long> latencies = new LinkedHashMap<>();
        for (String p : PERCENTILES) {
            latencies.put(p, whole(fields, p, line));
        }
        return new HttpLoadResult(whole(fields, "requests", line), Collections.unmodifiableMap(errors),
                decimal(fields, "seconds", line), decimal(fields, "rps", line), decimal(fields, "rate", line),
                Collections.unmodifiableMap(latencies),
                whole(fields, "late.p50", line), whole(fields, "late.p99", line));
    }

    /** Every error, summed over the kinds. */
    public long errorCount() {
        return errors.values().stream().mapToLong(Long::longValue).sum();
    }

    /**
     * This result, when it is one: at least one good response and not a single error. Any error or timeout makes
     * the run not a result, said with the counts.
     */
    public HttpLoadResult requireClean(String what) {
        if (errorCount() > 0 || requests == 0) {
            throw new InvalidResultException(what + ": the load generator (" + HttpLoadProgram.FOLDER + ") got "
                    + requests + " good responses and " + errorCount()
                    + " errors (" + errorText() + "); a run with any error is not a result");
        }
        return this;
    }

    /** A latency percentile in microseconds ({@code "p99"}, {@code "max"}). */
    public double micros(String percentile) {
        Long nanos = latencyNanos.get(percentile);
        if (nanos == null) {
            throw new IllegalArgumentException("no percentile " + percentile + "; known: " + PERCENTILES);
        }
        return nanos / 1e3;
    }

    /** The kinds that happened, with their counts ("connect 2": it could not reach the server). */
    private String errorText() {
        StringBuilder text = new StringBuilder();
        errors.forEach((kind, n) -> {
            if (n > 0) {
                text.append(text.isEmpty() ? "" : ", ").append(kind).append(' ').append(n);
            }
        });
        return text.isEmpty() ? "none" : text.toString();
    }

    private static long whole(Map<String, String> fields, String name, String line) {
        try {
            return Long.parseLong(field(fields, name, line));
        } catch (NumberFormatException e) {
            throw new IllegalStateException(START + ": " + name + " is not a whole number in '" + line + "'");
        }
    }

    private static double decimal(Map<String, String> fields, String name, String line) {
        try {
            return Double.parseDouble(field(fields, name, line));
        } catch (NumberFormatException e) {
            throw new IllegalStateException(START + ": " + name + " is not a number in '" + line + "'");
        }
    }

    private static String field(Map<String, String> fields, String name, String line) {
        String value = fields.get(name);
        if (value == null) {
            throw new IllegalStateException(START + ": no " + name + "= in '" + line + "'");
        }
        return value;
    }
}
