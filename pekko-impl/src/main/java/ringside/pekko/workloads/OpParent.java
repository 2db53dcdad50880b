package ringside.pekko.workloads;

import org.apache.pekko.actor.typed.Behavior;
import org.apache.pekko.actor.typed.PostStop;
import org.apache.pekko.actor.typed.javadsl.ActorContext;
import org.apache.pekko.actor.typed.javadsl.Behaviors;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * An op's parent actor, which every workload's topology runs under, and the {@link Done} its topology sends it. Each
 * worker counts into its own slot of an array owned by the op; the parent reads the array in PostStop, after every
 * child has stopped, so the mailbox hand-offs and the children's termination publish the counts to it (the same role
 * as thread exit in loom-impl).
 */
public final class OpParent {
    /** What the topology sends its parent when the op is over. */
    public enum Done { DONE }

    /** The result of a topology whose result is in the caller's tally: the future completes with null. */
    public static final Supplier<Void> ENDED = () -> null;

    private OpParent() {
    }

    /**
     * An op's parent: builds the topology, stops on Done (which stops the children first), and completes the
     * future in PostStop, so tear-down is part of the op. Stopped without Done means the system went down.
     */
    public static <R> Behavior<Done> parent(CompletableFuture<R> future,
            Function<ActorContext<Done>, Supplier<R>> topology) {
        return Behaviors.setup(ctx -> {
            Supplier<R> result;
            try {
                result = topology.apply(ctx);
            } catch (RuntimeException e) {
                future.completeExceptionally(e);
                return Behaviors.stopped();
            }
            boolean[] ended = {false};
            return Behaviors.receive(Done.class)
                    .onMessage(Done.class, done -> {
                        ended[0] = true;
                        return Behaviors.stopped();
                    })
                    .onSignal(PostStop.class, stop -> {
                        if (ended[0]) {
                            future.complete(result.get());
                        } else {
                            future.completeExceptionally(new IllegalStateException("op stopped before it ended"));
                        }
                        return Behaviors.same();
                    })
                    .build();
        });
    }
}
