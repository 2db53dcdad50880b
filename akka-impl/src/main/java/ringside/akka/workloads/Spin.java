package ringside.akka.workloads;

import akka.actor.typed.ActorRef;
import akka.actor.typed.javadsl.ActorContext;
import akka.actor.typed.javadsl.Behaviors;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import ringside.akka.workloads.OpParent.Done;
import ringside.contract.OsThread;

/** The TCK's busy actors, not a workload: children of the op's parent that note the thread they ran on. */
public final class Spin {
    private Spin() {
    }

    /** Actors that keep their thread busy ~2 ms when they start and note its name (a virtual thread's: its carrier's). */
    public static Supplier<Set<String>> spin(ActorContext<Done> ctx, int tasks) {
        Set<String> threads = ConcurrentHashMap.newKeySet();
        AtomicInteger left = new AtomicInteger(tasks);
        ActorRef<Done> parent = ctx.getSelf();
        for (int i = 0; i < tasks; i++) {
            ctx.spawnAnonymous(Behaviors.setup(self -> {
                long end = System.nanoTime() + 2_000_000;
                while (System.nanoTime() < end) {
                    Thread.onSpinWait();
                }
                threads.add(OsThread.currentName()); // typed-virtual: the carrier
                if (left.decrementAndGet() == 0) {
                    parent.tell(Done.DONE);
                }
                return Behaviors.empty();
            }));
        }
        return () -> Set.copyOf(threads);
    }
}
