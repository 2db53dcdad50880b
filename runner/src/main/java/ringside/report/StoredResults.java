package ringside.report;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Predicate;
import ringside.output.OutputLayout;

/**
 * A run's results as the report reads them, a benchmark's forks from several files merged: what the suite's
 * precision round and a comparison of two runs read, so they see the same rows and errors as the report.
 */
public final class StoredResults {
    private StoredResults() {
    }

    /** The timed results of the run in outDir (ring, pingpong, fanout, ...), in report order. */
    public static List<Measurement> timed(Path outDir) throws IOException {
        return ComparisonTable.read(Report.runs(new OutputLayout(outDir).jmh())).rows();
    }

    /** A result of a kind that is not timed, with the sizes its JMH run was given (its parameters but who ran it). */
    public record Sized<T>(T result, Map<String, String> sizes) {
        public Sized {
            sizes = Map.copyOf(sizes);
        }
    }

    /** Every kind of result of one run, each as its table reads it, in the order of the JMH files. */
    public record EveryKind(List<Measurement> timed, List<Sized<Footprint>> footprints,
            List<Sized<Latency>> latencies, List<Sized<Latency>> remoteRequestReplies,
            List<Sized<Throughput>> remoteOneWays) {
        public boolean isEmpty() {
            return timed.isEmpty() && footprints.isEmpty() && latencies.isEmpty() && remoteRequestReplies.isEmpty()
                    && remoteOneWays.isEmpty();
        }
    }

    /** The results of every kind of the run in outDir. */
    public static EveryKind everyKind(Path outDir) throws IOException {
        List<JmhRun> runs = Report.runs(new OutputLayout(outDir).jmh());
        return new EveryKind(ComparisonTable.read(runs).rows(),
                sized(runs, FootprintTable::holds, FootprintTable::footprint),
                sized(runs, LatencyTable.LATENCY.holds(), run -> LatencyTable.latency(run, LatencyTable.LATENCY)),
                sized(runs, LatencyTable.REMOTE_REQUEST_REPLY.holds(),
                        run -> LatencyTable.latency(run, LatencyTable.REMOTE_REQUEST_REPLY)),
                sized(runs, RemoteOneWayTable::holds, RemoteOneWayTable::throughput));
    }

    private static <T> List<Sized<T>> sized(List<JmhRun> runs, Predicate<JmhRun> holds, Function<JmhRun, T> result) {
        return runs.stream().filter(holds).map(run -> new Sized<>(result.apply(run), TimedMeasurement.sizes(run)))
                .toList();
    }
}
