package ringside.quasar.workloads.channels;

import static ringside.quasar.workloads.channels.Inbox.STOP;
import static ringside.quasar.workloads.channels.Inbox.receiveAtDepth;

import co.paralleluniverse.fibers.SuspendExecution;
import co.paralleluniverse.strands.SuspendableRunnable;
import co.paralleluniverse.strands.channels.Channels;
import co.paralleluniverse.strands.channels.IntChannel;
import java.util.concurrent.CompletableFuture;
import ringside.quasar.Op;
import ringside.workload.PingPongCheck;
import ringside.workload.PingPongWorkload;

/** Ping-pong as two fibers: the pinger sends into the pings channel and waits on the pongs channel, and back. */
public final class PingPong {
    private PingPong() {
    }

    public static CompletableFuture<Void> pingPong(Op<Void> op, PingPongCheck check) {
        PingPongWorkload w = check.workload();
        IntChannel pings = Channels.newIntChannel(-1);
        IntChannel pongs = Channels.newIntChannel(-1);
        if (w.stackDepth() == 0) {
            check.createParties(() -> {
                op.start(new Ponger(pings, pongs, check));
                op.start(new Pinger(w.pingPongCount(), pings, pongs, check));
            });
        } else {
            check.createParties(() -> {
                op.start(new DeepPonger(pings, pongs, check, w.stackDepth()));
                op.start(new DeepPinger(w.pingPongCount(), pings, pongs, check, w.stackDepth()));
            });
        }
        return op.built();
    }

    record Pinger(int count, IntChannel pings, IntChannel pongs, PingPongCheck check) implements SuspendableRunnable {
        @Override
        public void run() throws SuspendExecution, InterruptedException {
            check.pingerStarted();
            for (int i = 0; i < count; i++) {
                pings.send(check.nextPing());
                check.pongReceived(pongs.receive());
            }
            pings.send(STOP);
        }
    }

    record Ponger(IntChannel pings, IntChannel pongs, PingPongCheck check) implements SuspendableRunnable {
        @Override
        public void run() throws SuspendExecution, InterruptedException {
            check.pongerStarted();
            for (int v = pings.receive(); v != STOP; v = pings.receive()) {
                check.pingReceived(v);
                pongs.send(v);
            }
        }
    }

    /** Pinger at a stack depth: each pong received {@code frames} calls deep. */
    record DeepPinger(int count, IntChannel pings, IntChannel pongs, PingPongCheck check, int frames)
            implements SuspendableRunnable {
        @Override
        public void run() throws SuspendExecution, InterruptedException {
            check.pingerStarted();
            for (int i = 0; i < count; i++) {
                pings.send(check.nextPing());
                check.pongReceived(receiveAtDepth(pongs, frames, check.depth(), PingPongCheck.PINGER));
            }
            pings.send(STOP);
        }
    }

    /** Ponger at a stack depth: each ping received {@code frames} calls deep. */
    record DeepPonger(IntChannel pings, IntChannel pongs, PingPongCheck check, int frames)
            implements SuspendableRunnable {
        @Override
        public void run() throws SuspendExecution, InterruptedException {
            check.pongerStarted();
            for (int v = receiveAtDepth(pings, frames, check.depth(), PingPongCheck.PONGER); v != STOP;
                    v = receiveAtDepth(pings, frames, check.depth(), PingPongCheck.PONGER)) {
                check.pingReceived(v);
                pongs.send(v);
            }
        }
    }
}
