package ringside.loom.workloads;

import static ringside.loom.workloads.Mailboxes.STOP;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedTransferQueue;
import ringside.loom.OpThreads;
import ringside.loom.ThreadRuntime;
import ringside.workload.PingPongCheck;
import ringside.workload.PingPongWorkload;

/** Ping-pong: a pinger thread and a ponger thread, each on its own queue; at a stack depth, each take made deep. */
public final class PingPong {
    private PingPong() {
    }

    /** At stackDepth > 0 both parties take {@code stackDepth} frames deep ({@link TakeAtDepth}); else directly. */
    public static Future<Void> pingPong(ThreadRuntime runtime, PingPongCheck check) {
        PingPongWorkload w = check.workload();
        LinkedTransferQueue<Integer> pings = new LinkedTransferQueue<>();
        LinkedTransferQueue<Integer> pongs = new LinkedTransferQueue<>();
        List<OpThreads.Body> parties = new ArrayList<>(2);
        if (w.stackDepth() > 0) {
            check.createParties(() -> pingPongAtDepth(w, check, pings, pongs, parties));
            return runtime.run(parties);
        }
        check.createParties(() -> {
            parties.add(() -> { // pinger
                check.pingerStarted();
                for (int i = 0; i < w.pingPongCount(); i++) {
                    pings.put(check.nextPing());
                    check.pongReceived(pongs.take());
                }
                pings.put(STOP);
            });
            parties.add(() -> { // ponger
                check.pongerStarted();
                for (int v = pings.take(); v != STOP; v = pings.take()) {
                    check.pingReceived(v);
                    pongs.put(v);
                }
            });
        });
        return runtime.run(parties);
    }

    /** The parties as at depth 0, each take made {@code stackDepth} frames deep. */
    private static void pingPongAtDepth(PingPongWorkload w, PingPongCheck check, LinkedTransferQueue<Integer> pings,
            LinkedTransferQueue<Integer> pongs, List<OpThreads.Body> parties) {
        TakeAtDepth<Integer> pongsAtDepth = new TakeAtDepth<>(pongs, w.stackDepth(), check.depth(),
                PingPongCheck.PINGER);
        TakeAtDepth<Integer> pingsAtDepth = new TakeAtDepth<>(pings, w.stackDepth(), check.depth(),
                PingPongCheck.PONGER);
        parties.add(() -> { // pinger
            check.pingerStarted();
            for (int i = 0; i < w.pingPongCount(); i++) {
                pings.put(check.nextPing());
                check.pongReceived(pongsAtDepth.take());
            }
            pings.put(STOP);
        });
        parties.add(() -> { // ponger
            check.pongerStarted();
            for (int v = pingsAtDepth.take(); v != STOP; v = pingsAtDepth.take()) {
                check.pingReceived(v);
                pongs.put(v);
            }
        });
    }
}
