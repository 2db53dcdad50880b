package ringside.akka.workloads;

import akka.actor.typed.ActorRef;
import akka.actor.typed.Behavior;
import akka.actor.typed.javadsl.ActorContext;
import akka.actor.typed.javadsl.Behaviors;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import ringside.akka.workloads.OpParent.Done;
import ringside.workload.SieveTally;
import ringside.workload.SieveWorkload;

/** sieve: a generator actor feeds a pipeline of filter actors, each the child of the one before it. */
public final class Sieve {
    private Sieve() {
    }

    /**
     * The sieve. The op's parent spawns the first filter, then the generator, an actor that tells every number and
     * the end to the first filter when it starts, and stops. Each filter is an actor with the variant's mailbox; the
     * tail spawns each new filter as its own child, so the pipeline is also a line of parent and child, and stopping
     * the op's parent stops it link by link, inside the op. The tail's end ends the op.
     */
    public static Supplier<Void> sieve(ActorContext<Done> ctx, SieveTally tally) {
        SieveWorkload w = tally.workload();
        ActorRef<Done> parent = ctx.getSelf();
        List<ActorRef<Integer>> first = new ArrayList<>(1); // filled before the generator is spawned
        tally.createFilter(SieveWorkload.FIRST_PRIME,
                () -> first.add(ctx.spawnAnonymous(SieveFilter.of(tally, SieveWorkload.FIRST_PRIME, parent))));
        tally.createGenerator(() -> ctx.spawnAnonymous(Behaviors.setup(self -> {
            tally.generatorStarted();
            ActorRef<Integer> to = first.get(0);
            for (int n = SieveWorkload.FIRST_PRIME + 1; n < w.sieveLimit(); n++) {
                to.tell(n);
            }
            to.tell(SieveWorkload.END);
            return Behaviors.stopped();
        })));
        return OpParent.ENDED;
    }

    /** One filter of the sieve: its prime, and the filter after it once there is one. */
    private static final class SieveFilter {
        private final ActorContext<Integer> self;
        private final SieveTally tally;
        private final int prime;
        private final ActorRef<Done> parent;
        private ActorRef<Integer> next;

        private SieveFilter(ActorContext<Integer> self, SieveTally tally, int prime, ActorRef<Done> parent) {
            this.self = self;
            this.tally = tally;
            this.prime = prime;
            this.parent = parent;
        }

        static Behavior<Integer> of(SieveTally tally, int prime, ActorRef<Done> parent) {
            return Behaviors.setup(self -> {
                tally.filterStarted(prime);
                return Behaviors.receiveMessage(new SieveFilter(self, tally, prime, parent)::take);
            });
        }

        /** Drops a multiple, forwards any other number, or at the tail spawns its filter; the end it passes on. */
        private Behavior<Integer> take(Integer n) {
            if (n == SieveWorkload.END) {
                tally.filterEnded(prime);
                if (next != null) {
                    next.tell(SieveWorkload.END);
                } else {
                    parent.tell(Done.DONE);
                }
                return Behaviors.same();
            }
            tally.received(prime, n);
            if (n % prime == 0) {
                // its own multiple: dropped
            } else if (next != null) {
                next.tell(n);
            } else {
                tally.createFilter(n, () -> next = self.spawnAnonymous(of(tally, n, parent)));
            }
            return Behaviors.same();
        }
    }
}
