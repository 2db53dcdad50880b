package ringside.bench;

import java.util.ArrayList;
import java.util.List;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.ScalarResult;

/**
 * Figures a benchmark measures or counts itself (memory per actor, messages per op), handed to JMH as secondary
 * results of the iteration by {@link IterationResultsProfiler}: JMH then keeps them per iteration and fork, with the
 * same error estimate and JSON file as its own scores. Filled by the benchmark thread, drained after each iteration, in the fork.
 */
public final class IterationResults {
    /**
     * The label of the messages one op sends, which every benchmark records in every iteration (spawn's are its
     * actors, one reply each): the report divides the op's time and allocation by it.
     */
    public static final String MESSAGES_PER_OP = "messagesPerOp";
    /** Its unit, where it counts messages (spawn's counts actors). */
    public static final String MESSAGES_UNIT = "msg/op";
    /**
     * The field of a result's primary metric in a module's JMH JSON that holds each fork's warm-up scores (one array per
     * fork, as rawData's): the launcher adds it, since JMH's JSON leaves warm-up out, and the report reads it.
     */
    public static final String WARMUP_RAW_DATA = "warmupRawData";
    private static final List<Result<?>> RECORDED = new ArrayList<>();

    private IterationResults() {
    }

    /** One figure of this iteration, averaged over iterations and forks like a score. */
    public static synchronized void record(String label, double value, String unit) {
        RECORDED.add(new ScalarResult(label, value, unit, AggregationPolicy.AVG));
    }

    /** The messages one op of this iteration sends. */
    public static void messagesPerOp(long messages) {
        record(MESSAGES_PER_OP, messages, MESSAGES_UNIT);
    }

    /** Spawn's count: the actors one op spawns, each sending one message (its reply). */
    public static void actorsPerOp(long actors) {
        record(MESSAGES_PER_OP, actors, "actor/op");
    }

    /** What the iteration recorded; empty for the benchmarks that record nothing. */
    static synchronized List<Result<?>> drain() {
        List<Result<?>> out = List.copyOf(RECORDED);
        RECORDED.clear();
        return out;
    }
}
