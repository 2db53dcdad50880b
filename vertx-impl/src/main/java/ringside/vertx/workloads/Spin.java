package ringside.vertx.workloads;

import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;

/** The TCK's busy verticles, not a workload: instances that note the event loop they ran on. */
public final class Spin {
    private Spin() {
    }

    /** Verticle instances that keep their event loop busy ~2 ms when they start and note its name. */
    public static CompletableFuture<Set<String>> spin(Op op, int tasks) {
        Set<String> threads = ConcurrentHashMap.newKeySet();
        op.deploy(tasks, i -> new Starter(() -> {
            long end = System.nanoTime() + 2_000_000;
            while (System.nanoTime() < end) {
                Thread.onSpinWait();
            }
            threads.add(Thread.currentThread().getName());
        })).onSuccess(all -> op.done());
        return op.result(() -> Set.copyOf(threads));
    }
}
