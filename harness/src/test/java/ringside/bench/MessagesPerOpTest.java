package ringside.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.results.Result;
import ringside.declaration.Declarations;
import ringside.workload.Workload;

/**
 * Every timed benchmark records, in every iteration, the messages its workload sends per op: the figure the report
 * divides by (footprint, latency and remote record theirs in their one-op iterations, beside their own figures).
 */
class MessagesPerOpTest {

    @Test
    void everyTimedBenchmarkRecordsItsWorkloadsMessagesPerOpEachIteration() throws Exception {
        for (Workload w : Arrays.stream(Workload.values()).filter(Workload::timed).filter(w -> !w.http()).toList()) {
            Class<?> type = Declarations.of(w).benchmark();
            Object benchmark = type.getConstructor().newInstance();
            for (Field f : type.getFields()) { // each @Param at its default
                if (f.isAnnotationPresent(Param.class)) {
                    f.setInt(benchmark, Integer.parseInt(f.getAnnotation(Param.class).value()[0]));
                }
            }
            List<Method> iteration = setups(type, Level.Iteration);
            assertFalse(iteration.isEmpty(), type.getSimpleName() + " records nothing per iteration");
            for (Method m : setups(type, Level.Trial)) {
                m.invoke(benchmark);
            }
            Field workload = type.getDeclaredField("workload");
            workload.setAccessible(true);
            long expected = (long) workload.getType().getMethod("messagesPerOp").invoke(workload.get(benchmark));
            IterationResults.drain();
            for (int i = 0; i < 2; i++) { // each iteration records its own
                for (Method m : iteration) {
                    m.invoke(benchmark);
                }
                List<Result<?>> recorded = IterationResults.drain();
                assertEquals(1, recorded.size(), type.getSimpleName() + ": " + recorded);
                Result<?> r = recorded.get(0);
                assertEquals(IterationResults.MESSAGES_PER_OP, r.getLabel());
                assertEquals(expected, r.getScore(), 0.0, type.getSimpleName());
                assertTrue(r.getScoreUnit().equals(w == Workload.SPAWN ? "actor/op" : "msg/op"), r.getScoreUnit());
            }
        }
    }

    private static List<Method> setups(Class<?> type, Level level) {
        return Arrays.stream(type.getMethods()).filter(m -> m.isAnnotationPresent(Setup.class)
                && m.getAnnotation(Setup.class).value() == level).toList();
    }
}
