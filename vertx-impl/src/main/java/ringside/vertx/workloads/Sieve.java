package ringside.vertx.workloads;

import io.vertx.core.Future;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import ringside.workload.SieveTally;
import ringside.workload.SieveWorkload;

/** sieve: a generator verticle feeds a pipeline of {@link SieveFilter} verticles, each deployed by the one before. */
public final class Sieve {
    private Sieve() {
    }

    /**
     * The first filter a verticle deployed by the op, the generator a verticle that sends every number from its
     * {@code start()} once the first filter's consumer is registered; each later filter is deployed by the tail
     * ({@link SieveFilter}) as its child, so undeploying the first filter undeploys the pipeline.
     */
    public static CompletableFuture<Void> sieve(Op op, SieveTally tally) {
        SieveWorkload w = tally.workload();
        List<Future<String>> first = new ArrayList<>(1);
        tally.createFilter(SieveWorkload.FIRST_PRIME, () -> first.add(op.deploy(1,
                i -> new SieveFilter(op, tally, SieveWorkload.FIRST_PRIME))));
        String to = SieveFilter.address(op, SieveWorkload.FIRST_PRIME);
        tally.createGenerator(() -> op.deployAfter(first.get(0), 1, i -> new Starter(() -> {
            tally.generatorStarted();
            for (int n = SieveWorkload.FIRST_PRIME + 1; n < w.sieveLimit(); n++) {
                op.delivery.send(op.bus, to, n);
            }
            op.delivery.send(op.bus, to, SieveWorkload.END);
        })));
        return op.ended();
    }
}
