package ringside.launcher;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import ringside.parameters.Parameter;
import ringside.parameters.Parameters;
import ringside.workload.Workload;

/**
 * What one benchmark of a module run cost in wall time: a workload of a variant on a CPU set at its sizes
 * ({@link BenchmarkSizes}), its benchmarks (one per stack depth or rate) and forks, JVM starts included. The launcher
 * prints it after each, the suite keeps it in costs.tsv, and later runs on the same machine estimate from it.
 */
public record BenchmarkCost(String cpuSet, String framework, String variant, String workload, String sizes,
        int benchmarks, int forks, double iterationSeconds, double seconds) {
    /** The launcher's line that carries a cost to the suite (followed by {@link #toTsv()}). */
    public static final String LINE = "ringside: cost: ";

    /**
     * What {@code benchmarks} of a workload of a variant cost on a CPU set, each with the run's forks, at the run's
     * sizes: what a launcher (a module's or a reference program's) prints after them, as {@link #line()}.
     */
    public static BenchmarkCost of(String cpuSet, String framework, String variant, Workload workload, Parameters p,
            int benchmarks, double seconds) {
        return new BenchmarkCost(cpuSet, framework, variant, workload.publicName(), BenchmarkSizes.of(workload, p),
                benchmarks, p.integer(Parameter.forks), iterationSeconds(workload, p), seconds);
    }

    /** "ringside: cost: ..." with its fields: the line the suite reads into costs.tsv. */
    public String line() {
        return LINE + toTsv();
    }

    /**
     * Seconds of one fork of one of its benchmarks, at {@code iterationSecondsNow} of iterations per fork: what the
     * fork cost beside its iterations (the JVM's start, the heap's touch, set-ups) plus the iterations asked for now.
     */
    public double perBenchmarkFork(double iterationSecondsNow) {
        return Math.max(0, seconds / forks / benchmarks - iterationSeconds) + iterationSecondsNow;
    }

    /**
     * Seconds of warm-up and measured iterations per fork: a timed workload's; 0 for the others, whose ops per fork
     * their benchmarks fix and their sizes time.
     */
    public static double iterationSeconds(Workload workload, Parameters p) {
        return workload.timed() ? (p.integer(Parameter.warmupIterations) + p.integer(Parameter.iterations))
                * p.integer(Parameter.iterationTime) / 1000.0 : 0;
    }

    /** Its fields, tab-separated, as costs.tsv holds them (one line each, without its end). */
    public String toTsv() {
        return String.join("\t", cpuSet, framework, variant, workload, sizes, Integer.toString(benchmarks),
                Integer.toString(forks), Double.toString(iterationSeconds), Double.toString(seconds));
    }

    /** A line of {@link #toTsv()}; empty for anything else. */
    public static Optional<BenchmarkCost> parse(String line) {
        String[] f = line.strip().split("\t");
        if (f.length != 9) {
            return Optional.empty();
        }
        try {
            return Optional.of(new BenchmarkCost(f[0], f[1], f[2], f[3], f[4], Integer.parseInt(f[5]),
                    Integer.parseInt(f[6]), Double.parseDouble(f[7]), Double.parseDouble(f[8])));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    /** Every cost in a costs.tsv; none when there is no such file. */
    public static List<BenchmarkCost> read(Path costsTsv) throws IOException {
        if (!Files.isRegularFile(costsTsv)) {
            return List.of();
        }
        return Files.readAllLines(costsTsv).stream().map(BenchmarkCost::parse).flatMap(Optional::stream)
                .filter(c -> c.forks() > 0 && c.benchmarks() > 0).toList();
    }
}
