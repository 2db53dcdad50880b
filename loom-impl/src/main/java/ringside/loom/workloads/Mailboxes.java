package ringside.loom.workloads;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.LinkedTransferQueue;

/** The workers' mailboxes: an unbounded LinkedTransferQueue each, and the value that ends a worker. */
final class Mailboxes {
    /** Ends a worker: the workloads' own values are never negative. */
    static final int STOP = -1;

    private Mailboxes() {
    }

    static <T> List<LinkedTransferQueue<T>> mailboxes(int n) {
        List<LinkedTransferQueue<T>> mailboxes = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            mailboxes.add(new LinkedTransferQueue<>());
        }
        return mailboxes;
    }
}
