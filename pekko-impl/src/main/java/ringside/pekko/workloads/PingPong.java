package ringside.pekko.workloads;

import org.apache.pekko.actor.typed.ActorRef;
import org.apache.pekko.actor.typed.javadsl.ActorContext;
import org.apache.pekko.actor.typed.javadsl.Behaviors;
import java.util.function.Supplier;
import ringside.pekko.workloads.OpParent.Done;
import ringside.workload.PingPongCheck;
import ringside.workload.PingPongWorkload;

/** ping-pong: a pinger and a ponger, children of the op's parent, in typed request-response; and its at-depth form. */
public final class PingPong {
    private PingPong() {
    }

    /** The request-response pattern of the docs: each ping carries the pinger's reference. */
    record Ping(int n, ActorRef<Integer> replyTo) {
    }

    public static Supplier<Void> pingPong(ActorContext<Done> ctx, PingPongCheck check) {
        PingPongWorkload w = check.workload();
        ActorRef<Done> parent = ctx.getSelf();
        check.createParties(() -> {
            ActorRef<Ping> ponger = ctx.spawnAnonymous(Behaviors.<Ping>setup(self -> {
                check.pongerStarted();
                return Behaviors.receiveMessage((Ping ping) -> {
                    check.pingReceived(ping.n());
                    ping.replyTo().tell(ping.n());
                    return Behaviors.same();
                });
            }));
            ctx.spawnAnonymous(Behaviors.<Integer>setup(self -> {
                check.pingerStarted();
                ponger.tell(new Ping(check.nextPing(), self.getSelf()));
                return Behaviors.receiveMessage((Integer pong) -> {
                    check.pongReceived(pong);
                    if (pong < w.pingPongCount()) {
                        ponger.tell(new Ping(check.nextPing(), self.getSelf()));
                    } else {
                        parent.tell(Done.DONE);
                    }
                    return Behaviors.same();
                });
            }));
        });
        return OpParent.ENDED;
    }

    /**
     * Ping-pong at stackDepth d > 0: as {@link #pingPong}, but each party makes its sends d calls deep
     * ({@link SendAtDepth}): the ponger its pong, the pinger each ping (the first one too) and, after the last pong,
     * the end of the op. Its own behaviors, chosen once per op, so ping-pong at depth 0 runs as it always did.
     */
    public static Supplier<Void> pingPongAtDepth(ActorContext<Done> ctx, PingPongCheck check) {
        PingPongWorkload w = check.workload();
        ActorRef<Done> parent = ctx.getSelf();
        int d = w.stackDepth();
        check.createParties(() -> {
            ActorRef<Ping> ponger = ctx.spawnAnonymous(Behaviors.<Ping>setup(self -> {
                check.pongerStarted();
                SendAtDepth<Ping> reply = new SendAtDepth<>(PingPongCheck.PONGER, check.depth(),
                        ping -> ping.replyTo().tell(ping.n()));
                return Behaviors.receiveMessage((Ping ping) -> {
                    check.pingReceived(ping.n());
                    reply.send(d, ping);
                    return Behaviors.same();
                });
            }));
            ctx.spawnAnonymous(Behaviors.<Integer>setup(self -> {
                check.pingerStarted();
                ActorRef<Integer> me = self.getSelf();
                SendAtDepth<Integer> next = new SendAtDepth<>(PingPongCheck.PINGER, check.depth(), pong -> {
                    if (pong < w.pingPongCount()) {
                        ponger.tell(new Ping(check.nextPing(), me));
                    } else {
                        parent.tell(Done.DONE);
                    }
                });
                next.send(d, 0); // the first ping, as if after a pong 0
                return Behaviors.receiveMessage((Integer pong) -> {
                    check.pongReceived(pong);
                    next.send(d, pong);
                    return Behaviors.same();
                });
            }));
        });
        return OpParent.ENDED;
    }
}
