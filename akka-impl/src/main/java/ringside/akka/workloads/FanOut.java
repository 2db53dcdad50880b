package ringside.akka.workloads;

import akka.actor.typed.ActorRef;
import akka.actor.typed.javadsl.ActorContext;
import akka.actor.typed.javadsl.Behaviors;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import ringside.akka.workloads.OpParent.Done;
import ringside.workload.FanOutResult;
import ringside.workload.FanOutWorkload;
import ringside.workload.StartWitness;

/** fan-out: a producer actor tells workers, which tell one collector; all children of the op's parent. */
public final class FanOut {
    private FanOut() {
    }

    public static Supplier<FanOutResult> fanOut(ActorContext<Done> ctx, FanOutWorkload w, StartWitness started) {
        long[] workerCounts = new long[w.fanOutWorkers()];
        long[] workerSums = new long[w.fanOutWorkers()];
        long[] collected = new long[2]; // [0] values received, [1] their wrapping sum
        ActorRef<Done> parent = ctx.getSelf();
        ActorRef<Long> collector = ctx.spawnAnonymous(Behaviors.receiveMessage((Long y) -> {
            collected[1] += y;
            if (++collected[0] == w.fanOutMessages()) {
                parent.tell(Done.DONE);
            }
            return Behaviors.same();
        }));
        List<ActorRef<Long>> workers = new ArrayList<>(w.fanOutWorkers());
        started.create(me -> workers.add(ctx.spawnAnonymous(Behaviors.<Long>setup(self -> {
            started.started(me);
            return Behaviors.receiveMessage((Long x) -> {
                workerCounts[me]++;
                workerSums[me] += x;
                collector.tell(FanOutWorkload.transform(x));
                return Behaviors.same();
            });
        }))));
        // the producer is an actor too: it sends everything when it starts, then stops
        ctx.spawnAnonymous(Behaviors.setup(self -> {
            for (long x = 1; x <= w.fanOutMessages(); x++) {
                workers.get(w.workerFor(x)).tell(x);
            }
            return Behaviors.stopped();
        }));
        return () -> new FanOutResult(collected[0], collected[1], workerCounts, workerSums, started.report());
    }
}
