package ringside.clojure;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import ringside.contract.VariantRuntime;
import ringside.workload.Await;
import ringside.workload.BigTally;
import ringside.workload.BigWorkload;
import ringside.workload.ContentionTally;
import ringside.workload.ContentionWorkload;
import ringside.workload.FanOutWorkload;

/**
 * core.async allows at most 1024 puts pending on one channel; past it a put throws inside its go block and the op
 * would hang. Contention, fan-out and big, where that many senders may put into one channel, run up to the limit and
 * refuse past it at once, naming the parameter.
 */
class PendingPutsLimitTest {
    private static final int LIMIT = 1024;
    private static final Duration TIMEOUT = Duration.ofSeconds(60);

    @ParameterizedTest
    @ValueSource(strings = {"go", "go-rendezvous"})
    void contentionRunsUpToTheLimitAndRefusesPastIt(String variant) throws Exception {
        try (VariantRuntime runtime = variant(variant).start(2)) {
            ContentionWorkload atLimit = new ContentionWorkload(LIMIT, 2 * LIMIT);
            ContentionTally tally = new ContentionTally(atLimit);
            Await.end(runtime.contention(tally), TIMEOUT, atLimit::toString);
            atLimit.validate(tally.result());
            refused(() -> runtime.contention(new ContentionTally(new ContentionWorkload(LIMIT + 1, 2 * LIMIT)))
                    .get(5, TimeUnit.SECONDS), "contentionSenders");
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"go", "go-rendezvous"})
    void fanOutRunsUpToTheLimitAndRefusesPastIt(String variant) throws Exception {
        try (VariantRuntime runtime = variant(variant).start(2)) {
            FanOutWorkload atLimit = new FanOutWorkload(LIMIT, 2 * LIMIT);
            atLimit.validate(Await.result(runtime.fanOut(atLimit), TIMEOUT, atLimit::toString));
            refused(() -> runtime.fanOut(new FanOutWorkload(LIMIT + 1, 2 * LIMIT)).get(5, TimeUnit.SECONDS),
                    "fanOutWorkers");
        }
    }

    /** Big's sends are put!s that never park: every actor may have one pending on one actor's channel at once. */
    @ParameterizedTest
    @ValueSource(strings = {"go", "go-rendezvous"})
    void bigRunsUpToTheLimitAndRefusesPastIt(String variant) throws Exception {
        try (VariantRuntime runtime = variant(variant).start(2)) {
            BigWorkload atLimit = new BigWorkload(LIMIT, 2);
            BigTally tally = new BigTally(atLimit);
            Await.end(runtime.big(tally), TIMEOUT, atLimit::toString);
            atLimit.validate(tally.result());
            refused(() -> runtime.big(new BigTally(new BigWorkload(LIMIT + 1, 2))).get(5, TimeUnit.SECONDS),
                    "bigActors");
        }
    }

    private static void refused(Executable op, String parameter) {
        ExecutionException e = assertThrows(ExecutionException.class, op);
        assertInstanceOf(IllegalArgumentException.class, e.getCause());
        assertTrue(e.getCause().getMessage().startsWith(parameter + ": " + (LIMIT + 1) + "; accepted"),
                e.getCause().getMessage());
    }

    private static GoBlockVariant variant(String name) {
        return new ClojureFramework().variants().stream().filter(v -> v.name().equals(name))
                .map(GoBlockVariant.class::cast).findFirst().orElseThrow();
    }
}
