package ringside.bench;

import java.util.ArrayList;
import java.util.List;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.ScalarResult;

/**
 * Figures a benchmark measures itself (memory per actor), handed to JMH as secondary results of the iteration
 * by {@link IterationResultsProfiler}: JMH then keeps them per iteration and fork, with the same error estimate
 * and JSON file as its own scores. Filled by the benchmark thread, drained after each iteration, in the fork.
 */
public final class IterationResults {
    private static final List<Result<?>> RECORDED = new ArrayList<>();

    private IterationResults() {
    }

    /** One figure of this iteration, averaged over iterations and forks like a score. */
    public static synchronized void record(String label, double value, String unit) {
        RECORDED.add(new ScalarResult(label, value, unit, AggregationPolicy.AVG));
    }

    /** What the iteration recorded; empty for the benchmarks that record nothing. */
    static synchronized List<Result<?>> drain() {
        List<Result<?>> out = List.copyOf(RECORDED);
        RECORDED.clear();
        return out;
    }
}
