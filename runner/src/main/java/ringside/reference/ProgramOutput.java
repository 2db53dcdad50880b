package ringside.reference;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import ringside.bench.LatencyBenchmark;
import ringside.report.Latency;
import ringside.workload.Workload;

/**
 * One run of a reference program (one fork) as its stdout says it (references/README.md): the header with the
 * runtime's version, then its warm-up and measured iterations. A line out of the protocol is refused, so that a
 * program that prints anything else cannot pass for a result.
 */
record ProgramOutput(String version, List<Iteration> warmup, List<Iteration> measured) {
    private static final Pattern HEADER = Pattern.compile(
            "ringside-reference language=(\\S+) version=(\\S+) variant=(\\S+) workload=(\\S+)");
    private static final String PHASE = "(warmup|measure) (\\d+) ";
    private static final String INTEGER = "(\\d+)";
    /** Footprint's figure: the bytes the process held more with the op's actors waiting (may be below zero). */
    static final String BYTES = "bytes";
    /**
     * Latency's figures, named as LatencyBenchmark's labels after its prefix, in the order the line gives them: the
     * percentiles and max (integer nanoseconds), the achieved rate (requests per second), the send lateness's p50
     * and p99 (integer nanoseconds).
     */
    static final List<String> LATENCY_FIGURES = Stream.concat(Latency.PERCENTILES.stream(), Stream.of(
            LatencyBenchmark.ACHIEVED, LatencyBenchmark.LATENESS_P50, LatencyBenchmark.LATENESS_P99)).toList();

    /** Each workload's one line shape: what its count is, its elapsed ns, and its figures. */
    private static final Shape TIMED = new Shape(Pattern.compile(PHASE + "ops=" + INTEGER + " ns=" + INTEGER), 4,
            List.of());
    private static final Shape MEMORY = new Shape(Pattern.compile(PHASE + "actors=" + INTEGER + " bytes=(-?\\d+) ns="
            + INTEGER), 5, List.of(BYTES));
    private static final Shape LATENCY = new Shape(Pattern.compile(PHASE + "requests=" + INTEGER + " ns=" + INTEGER
            + LATENCY_FIGURES.stream().map(f -> " " + Pattern.quote(f + "=") + (f.equals(LatencyBenchmark.ACHIEVED)
                    ? "(\\d+(?:\\.\\d+)?)" : INTEGER)).collect(Collectors.joining())), 4, LATENCY_FIGURES);

    /**
     * A line shape: its pattern (phase, index and count first), the group of its elapsed ns, and its figures' names
     * in the order of the remaining groups.
     */
    private record Shape(Pattern pattern, int nanosGroup, List<String> figures) {
        static Shape of(Workload workload) {
            return switch (workload) {
                case FOOTPRINT -> MEMORY;
                case LATENCY -> LATENCY;
                default -> TIMED;
            };
        }

        Iteration read(Matcher m) {
            Map<String, Double> values = new LinkedHashMap<>();
            int group = 4;
            for (String figure : figures) {
                group += group == nanosGroup ? 1 : 0;
                values.put(figure, Double.parseDouble(m.group(group++)));
            }
            return new Iteration(Long.parseLong(m.group(3)), Long.parseLong(m.group(nanosGroup)), values);
        }
    }

    /**
     * One iteration: the ops it ran (timed workloads), the actors of its one op (footprint) or the requests of its
     * one op (latency); its elapsed ns; and its figures by name (footprint's bytes, latency's {@link
     * #LATENCY_FIGURES}).
     */
    record Iteration(long count, long nanos, Map<String, Double> figures) {
        Iteration {
            figures = Map.copyOf(figures);
        }

        Iteration(long count, long nanos) {
            this(count, nanos, Map.of());
        }

        double figure(String name) {
            Double value = figures.get(name);
            if (value == null) {
                throw new IllegalStateException("the iteration has no figure " + name + ": " + this);
            }
            return value;
        }
    }

    ProgramOutput {
        warmup = List.copyOf(warmup);
        measured = List.copyOf(measured);
    }

    /**
     * Parses and checks stdout against what was asked: its reference, variant, workload, iteration counts, and each
     * iteration's count where the workload fixes it ({@code expectedCount}: footprint's actors, latency's requests).
     */
    static ProgramOutput parse(String stdout, Reference reference, Workload workload, int warmupIterations,
            int iterations, OptionalLong expectedCount) {
        List<String> lines = stdout.lines().filter(l -> !l.isBlank()).toList();
        if (lines.isEmpty()) {
            throw new IllegalStateException("the program printed nothing on stdout");
        }
        String version = version(lines.get(0), reference, workload);
        Shape shape = Shape.of(workload);
        List<Iteration> warmup = new ArrayList<>();
        List<Iteration> measured = new ArrayList<>();
        for (String text : lines.subList(1, lines.size())) {
            Matcher m = shape.pattern().matcher(text.strip());
            if (!m.matches()) {
                throw new IllegalStateException("unexpected line from the program: '" + text + "'");
            }
            List<Iteration> phase = m.group(1).equals("warmup") ? warmup : measured;
            if (phase == warmup && !measured.isEmpty()) {
                throw new IllegalStateException("a warm-up line after a measured one: '" + text + "'");
            }
            Iteration it = shape.read(m);
            if (it.count() < 1 || it.nanos() < 1) {
                throw new IllegalStateException("an iteration without an op or without time: '" + text + "'");
            }
            if (expectedCount.isPresent() && it.count() != expectedCount.getAsLong()) {
                throw new IllegalStateException("an iteration of " + it.count() + " where the run asked for "
                        + expectedCount.getAsLong() + ": '" + text + "'");
            }
            if (workload == Workload.LATENCY) {
                checkLatency(it, text);
            }
            phase.add(it);
        }
        if (warmup.size() != warmupIterations || measured.size() != iterations) {
            throw new IllegalStateException("expected " + warmupIterations + " warm-up and " + iterations
                    + " measured iterations, the program printed " + warmup.size() + " and " + measured.size());
        }
        return new ProgramOutput(version, warmup, measured);
    }

    /** The runtime's version from the program's header line, checked against what was asked. */
    static String version(String line, Reference reference, Workload workload) {
        Matcher header = HEADER.matcher(line.strip());
        if (!header.matches()) {
            throw new IllegalStateException("the program's first line is not its header: '" + line + "'");
        }
        expect("language", reference.frameworkName(), header.group(1));
        expect("variant", reference.variantFor(workload), header.group(3));
        expect("workload", workload.publicName(), header.group(4));
        return header.group(2);
    }

    /** Percentiles that do not rise with the percentile, or no rate, are no histogram's: refused. */
    private static void checkLatency(Iteration it, String text) {
        List<Double> percentiles = Latency.PERCENTILES.stream().map(it::figure).toList();
        for (int i = 1; i < percentiles.size(); i++) {
            if (percentiles.get(i) < percentiles.get(i - 1)) {
                throw new IllegalStateException("percentiles out of order (" + Latency.PERCENTILES.get(i) + " below "
                        + Latency.PERCENTILES.get(i - 1) + "): '" + text + "'");
            }
        }
        if (it.figure(LatencyBenchmark.LATENESS_P99) < it.figure(LatencyBenchmark.LATENESS_P50)
                || it.figure(LatencyBenchmark.ACHIEVED) <= 0) {
            throw new IllegalStateException("lateness p99 below its p50, or no achieved rate: '" + text + "'");
        }
    }

    private static void expect(String field, String expected, String actual) {
        if (!expected.equals(actual)) {
            throw new IllegalStateException("the program's header says " + field + "=" + actual + ", expected "
                    + expected);
        }
    }
}
