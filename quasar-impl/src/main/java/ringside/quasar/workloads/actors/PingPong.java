package ringside.quasar.workloads.actors;

import static ringside.quasar.workloads.actors.Mailbox.STOP;

import co.paralleluniverse.actors.ActorRef;
import co.paralleluniverse.actors.BasicActor;
import co.paralleluniverse.fibers.SuspendExecution;
import java.util.concurrent.CompletableFuture;
import ringside.quasar.Op;
import ringside.workload.PingPongCheck;
import ringside.workload.PingPongWorkload;

/** Ping-pong as two actors: each ping carries the pinger's reference, and the ponger replies to it. */
public final class PingPong {
    private PingPong() {
    }

    /** The request-response pattern of the docs: each ping carries the pinger's reference. */
    record Ping(int n, ActorRef<Integer> replyTo) {
    }

    public static CompletableFuture<Void> pingPong(Op<Void> op, PingPongCheck check) {
        PingPongWorkload w = check.workload();
        if (w.stackDepth() == 0) {
            check.createParties(() -> {
                ActorRef<Ping> ponger = new Ponger(check).spawn(op);
                new Pinger(w.pingPongCount(), ponger, check).spawn(op);
            });
        } else {
            check.createParties(() -> {
                ActorRef<Ping> ponger = new DeepPonger(check, w.stackDepth()).spawn(op);
                new DeepPinger(w.pingPongCount(), ponger, check, w.stackDepth()).spawn(op);
            });
        }
        return op.built();
    }

    static final class Pinger extends BasicActor<Integer, Void> {
        private final int count;
        private final ActorRef<Ping> ponger;
        private final PingPongCheck check;

        Pinger(int count, ActorRef<Ping> ponger, PingPongCheck check) {
            this.count = count;
            this.ponger = ponger;
            this.check = check;
        }

        @Override
        protected Void doRun() throws InterruptedException, SuspendExecution {
            check.pingerStarted();
            for (int i = 0; i < count; i++) {
                ponger.send(ping(check.nextPing(), ref()));
                check.pongReceived(receive());
            }
            ponger.send(ping(STOP, null));
            return null;
        }

        /** Not inline: Quasar 0.8.0 warns about a `new` whose arguments include a call it cannot prove safe. */
        private static Ping ping(int n, ActorRef<Integer> replyTo) {
            return new Ping(n, replyTo);
        }
    }

    static final class Ponger extends BasicActor<Ping, Void> {
        private final PingPongCheck check;

        Ponger(PingPongCheck check) {
            this.check = check;
        }

        @Override
        protected Void doRun() throws InterruptedException, SuspendExecution {
            check.pongerStarted();
            for (Ping ping = receive(); ping.n() != STOP; ping = receive()) {
                check.pingReceived(ping.n());
                ping.replyTo().send(ping.n());
            }
            return null;
        }
    }

    /** Pinger at a stack depth: each pong received {@code frames} calls deep. */
    static final class DeepPinger extends DeepActor<Integer> {
        private final int count;
        private final ActorRef<Ping> ponger;
        private final PingPongCheck check;
        private final int frames;

        DeepPinger(int count, ActorRef<Ping> ponger, PingPongCheck check, int frames) {
            this.count = count;
            this.ponger = ponger;
            this.check = check;
            this.frames = frames;
        }

        @Override
        protected Void doRun() throws InterruptedException, SuspendExecution {
            check.pingerStarted();
            for (int i = 0; i < count; i++) {
                ponger.send(Pinger.ping(check.nextPing(), ref()));
                check.pongReceived(receiveAtDepth(frames, check.depth(), PingPongCheck.PINGER));
            }
            ponger.send(Pinger.ping(STOP, null));
            return null;
        }
    }

    /** Ponger at a stack depth: each ping received {@code frames} calls deep. */
    static final class DeepPonger extends DeepActor<Ping> {
        private final PingPongCheck check;
        private final int frames;

        DeepPonger(PingPongCheck check, int frames) {
            this.check = check;
            this.frames = frames;
        }

        @Override
        protected Void doRun() throws InterruptedException, SuspendExecution {
            check.pongerStarted();
            for (Ping ping = receiveAtDepth(frames, check.depth(), PingPongCheck.PONGER); ping.n() != STOP;
                    ping = receiveAtDepth(frames, check.depth(), PingPongCheck.PONGER)) {
                check.pingReceived(ping.n());
                ping.replyTo().send(ping.n());
            }
            return null;
        }
    }
}
