package ringside.vertx.workloads;

import io.vertx.core.Future;
import io.vertx.core.VerticleBase;
import java.util.ArrayDeque;
import ringside.workload.SieveTally;
import ringside.workload.SieveWorkload;

/**
 * One filter of the sieve as a verticle with its own consumer, at an address of its own. The tail filter deploys the
 * filter for each new prime from its handler, so Vert.x records it as the tail's child deployment; the op undeploys
 * them all, from the last ({@link Op#deployedInside}). The event bus drops a send to an address with no consumer
 * yet, so until the new filter's deployment has completed (its consumer registered), the numbers for it wait here
 * in order; the deployment's future completes on this filter's context, which then forwards them.
 */
final class SieveFilter extends VerticleBase {
    private final Op op;
    private final SieveTally tally;
    private final int prime;
    /** The next filter's address, once there is one. */
    private String next;
    /** Numbers for the next filter while it is being deployed; null once it can take them. */
    private ArrayDeque<Integer> waiting;

    SieveFilter(Op op, SieveTally tally, int prime) {
        this.op = op;
        this.tally = tally;
        this.prime = prime;
    }

    static String address(Op op, int prime) {
        return op.address("sieve", prime);
    }

    @Override
    public Future<?> start() {
        tally.filterStarted(prime);
        return op.delivery.<Integer>consumer(op.bus, address(op, prime), message -> take(message.body()))
                .completion();
    }

    private void take(int n) {
        if (n == SieveWorkload.END) {
            tally.filterEnded(prime);
            if (next != null) {
                forward(n);
            } else {
                op.done();
            }
            return;
        }
        tally.received(prime, n);
        if (n % prime == 0) {
            // its own multiple: dropped
        } else if (next != null) {
            forward(n);
        } else {
            next = address(op, n);
            waiting = new ArrayDeque<>();
            tally.createFilter(n, () -> vertx.deployVerticle(new SieveFilter(op, tally, n))
                    .onComplete(this::deployed, op::fail));
        }
    }

    private void forward(int n) {
        if (waiting != null) {
            waiting.add(n);
        } else {
            op.delivery.send(op.bus, next, n);
        }
    }

    /** The next filter's consumer is registered: it can take the numbers that waited for it. */
    private void deployed(String deploymentId) {
        op.deployedInside(deploymentId);
        for (Integer n : waiting) {
            op.delivery.send(op.bus, next, n);
        }
        waiting = null;
    }
}
