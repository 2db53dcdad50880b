package ringside.suite;

import java.util.Optional;
import java.util.regex.Pattern;
import ringside.launcher.BenchmarkCost;
import ringside.launcher.Launcher;

/**
 * What the suite reads in a launcher's output (the log keeps all of it): the lines worth a terminal line, the
 * reason the launcher gives when its run fails, the benchmarks it left out or that failed, and what each finished
 * one cost.
 */
final class LauncherOutput {
    /** The launcher's own lines and JMH's results; JMH's iteration lines stay in the log. */
    private static final Pattern SHOWN = Pattern.compile("^(ringside:|Result |Benchmark |[A-Za-z]+Benchmark\\.)");
    /** status.tsv keeps one short line per module. */
    private static final int MAX_REASON = 200;

    private LauncherOutput() {
    }

    /** Its cost lines are for costs.tsv, not for the terminal. */
    static boolean shown(String line) {
        return SHOWN.matcher(line).find() && !line.startsWith(BenchmarkCost.LINE);
    }

    /** What a benchmark the launcher finished cost. */
    static Optional<BenchmarkCost> cost(String line) {
        return line.startsWith(BenchmarkCost.LINE) ? BenchmarkCost.parse(line.substring(BenchmarkCost.LINE.length()))
                : Optional.empty();
    }

    /** A benchmark the launcher left out (which, and the limit its variant stated). */
    static Optional<String> notRun(String line) {
        return line.startsWith(Launcher.NOT_RUN) ? Optional.of(line.substring(Launcher.NOT_RUN.length()).strip())
                : Optional.empty();
    }

    /** A benchmark that failed (which, and its reason); the module went on with the others. */
    static Optional<String> failedBenchmark(String line) {
        return reason(Launcher.BENCHMARK_FAILED, line);
    }

    static Optional<String> failure(String line) {
        return reason(Launcher.RUN_FAILED, line);
    }

    /** What follows {@code prefix} on a line of the launcher's, shortened to what status.tsv keeps. */
    private static Optional<String> reason(String prefix, String line) {
        if (!line.startsWith(prefix)) {
            return Optional.empty();
        }
        String reason = line.substring(prefix.length()).strip();
        return Optional.of(reason.length() > MAX_REASON ? reason.substring(0, MAX_REASON) + "..." : reason);
    }
}
