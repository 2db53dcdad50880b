package ringside.vertx.workloads;

import io.vertx.core.Future;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import ringside.workload.PingPongCheck;
import ringside.workload.PingPongWorkload;

/** ping-pong: a pinger and a ponger verticle, each sending to the other's address; and its at-depth form. */
public final class PingPong {
    private PingPong() {
    }

    /**
     * Each party a verticle at its own address; the pinger sends its first ping once both inboxes exist. At
     * stackDepth > 0 every ping and pong is sent that deep ({@link SendAtDepth}).
     */
    public static CompletableFuture<Void> pingPong(Op op, PingPongCheck check) {
        PingPongWorkload w = check.workload();
        String pinger = op.address("pinger", 0);
        String ponger = op.address("ponger", 0);
        List<Actor<Integer>> parties = new ArrayList<>(2);
        check.createParties(() -> {
            if (w.stackDepth() > 0) {
                pingPongAtDepth(op, w, check, pinger, ponger, parties);
                return;
            }
            parties.add(new Actor<Integer>(op.delivery, ponger, ping -> {
                check.pingReceived(ping);
                op.delivery.send(op.bus, pinger, ping);
            }, check::pongerStarted));
            parties.add(new Actor<Integer>(op.delivery, pinger, pong -> {
                check.pongReceived(pong);
                if (pong < w.pingPongCount()) {
                    op.delivery.send(op.bus, ponger, check.nextPing());
                } else {
                    op.done();
                }
            }, () -> {
                check.pingerStarted();
                op.delivery.send(op.bus, ponger, check.nextPing());
            }));
        });
        Future<String> pongs = op.deploy(1, i -> parties.set(0, null)); // handed over, not kept
        op.deployAfter(pongs, 1, i -> parties.set(1, null));
        return op.ended();
    }

    /** The parties as at depth 0, each send made {@code stackDepth} frames deep. */
    private static void pingPongAtDepth(Op op, PingPongWorkload w, PingPongCheck check, String pinger, String ponger,
            List<Actor<Integer>> parties) {
        SendAtDepth pongs = new SendAtDepth(op, w.stackDepth(), check.depth(), PingPongCheck.PONGER);
        SendAtDepth pings = new SendAtDepth(op, w.stackDepth(), check.depth(), PingPongCheck.PINGER);
        parties.add(new Actor<Integer>(op.delivery, ponger, ping -> {
            check.pingReceived(ping);
            pongs.send(pinger, ping);
        }, check::pongerStarted));
        parties.add(new Actor<Integer>(op.delivery, pinger, pong -> {
            check.pongReceived(pong);
            if (pong < w.pingPongCount()) {
                pings.send(ponger, check.nextPing());
            } else {
                op.done();
            }
        }, () -> {
            check.pingerStarted();
            pings.send(ponger, check.nextPing());
        }));
    }
}
