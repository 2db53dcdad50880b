package ringside.kilim.workloads;

import static ringside.kilim.KilimRuntime.STOP;
import static ringside.kilim.workloads.ReceiveAtDepth.receiveAtDepth;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Future;
import kilim.Pausable;
import ringside.kilim.KilimRuntime;
import ringside.kilim.KilimRuntime.Inbox;
import ringside.kilim.KilimRuntime.Worker;
import ringside.workload.PingPongCheck;
import ringside.workload.PingPongWorkload;

/** Ping-pong: a pinger and a ponger, each on its own inbox, one request-reply at a time; at a stack depth, deep. */
public final class PingPong {
    private PingPong() {
    }

    public static Future<Void> pingPong(KilimRuntime runtime, PingPongCheck check) {
        PingPongWorkload w = check.workload();
        Inbox<Integer> pings = runtime.inbox();
        Inbox<Integer> pongs = runtime.inbox();
        List<Worker> parties = new ArrayList<>(2);
        if (w.stackDepth() > 0) {
            check.createParties(() -> {
                parties.add(new DeepPinger(w.pingPongCount(), pings, pongs, check, w.stackDepth()));
                parties.add(new DeepPonger(pings, pongs, check, w.stackDepth()));
            });
            return runtime.run(parties);
        }
        check.createParties(() -> {
            parties.add(new Worker() { // pinger
                @Override
                protected void run() throws Pausable {
                    check.pingerStarted();
                    for (int i = 0; i < w.pingPongCount(); i++) {
                        pings.send(check.nextPing());
                        check.pongReceived(pongs.receive());
                    }
                    pings.send(STOP);
                }
            });
            parties.add(new Worker() { // ponger
                @Override
                protected void run() throws Pausable {
                    check.pongerStarted();
                    for (int v = pings.receive(); v != STOP; v = pings.receive()) {
                        check.pingReceived(v);
                        pongs.send(v);
                    }
                }
            });
        });
        return runtime.run(parties);
    }

    /** The pinger at a stack depth: each pong received {@code frames} calls deep. */
    static final class DeepPinger extends Worker {
        private final int count;
        private final Inbox<Integer> pings;
        private final Inbox<Integer> pongs;
        private final PingPongCheck check;
        private final int frames;

        DeepPinger(int count, Inbox<Integer> pings, Inbox<Integer> pongs, PingPongCheck check, int frames) {
            this.count = count;
            this.pings = pings;
            this.pongs = pongs;
            this.check = check;
            this.frames = frames;
        }

        @Override
        protected void run() throws Pausable {
            check.pingerStarted();
            for (int i = 0; i < count; i++) {
                pings.send(check.nextPing());
                check.pongReceived(receiveAtDepth(pongs, frames, check.depth(), PingPongCheck.PINGER));
            }
            pings.send(STOP);
        }
    }

    /** The ponger at a stack depth: each ping received {@code frames} calls deep. */
    static final class DeepPonger extends Worker {
        private final Inbox<Integer> pings;
        private final Inbox<Integer> pongs;
        private final PingPongCheck check;
        private final int frames;

        DeepPonger(Inbox<Integer> pings, Inbox<Integer> pongs, PingPongCheck check, int frames) {
            this.pings = pings;
            this.pongs = pongs;
            this.check = check;
            this.frames = frames;
        }

        @Override
        protected void run() throws Pausable {
            check.pongerStarted();
            for (int v = receiveAtDepth(pings, frames, check.depth(), PingPongCheck.PONGER); v != STOP;
                    v = receiveAtDepth(pings, frames, check.depth(), PingPongCheck.PONGER)) {
                check.pingReceived(v);
                pongs.send(v);
            }
        }
    }
}
