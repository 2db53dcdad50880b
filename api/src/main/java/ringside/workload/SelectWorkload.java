package ringside.workload;

/**
 * One collector, many sources: {@code selectSources} sources each send the numbers 1..{@code selectMessages}, in
 * order, concurrently, and one collector receives from all of them at once. Where the framework has a select over
 * channels, each source has its own channel and the collector selects over them; where it has actors only, the
 * sources send to the collector's one mailbox (the variant says which). Each message carries its source and its
 * number in one long ({@link #message}); the collector tallies them ({@link SelectTally}): per source a count, a sum
 * and the order. The op ends when the collector has them all.
 */
public record SelectWorkload(int selectSources, int selectMessages) {

    public SelectWorkload {
        Workload.require(selectSources >= 1, "selectSources", selectSources, "an integer >= 1");
        Workload.require(selectMessages >= 1, "selectMessages", selectMessages, "an integer >= 1 (per source)");
    }

    /** Source and number in one long, as contention's messages are. */
    public static long message(int source, long number) {
        return ContentionWorkload.message(source, number);
    }

    public static int sourceOf(long message) {
        return ContentionWorkload.senderOf(message);
    }

    public static long numberOf(long message) {
        return ContentionWorkload.valueOf(message);
    }

    /** Every number of every source is one message to the collector. */
    public long messagesPerOp() {
        return (long) selectSources * selectMessages;
    }

    /** 1..n sums to n(n+1)/2. */
    public long expectedSourceSum() {
        return (long) selectMessages * (selectMessages + 1L) / 2;
    }

    public SelectResult validate(SelectResult r) {
        if (r.received() != messagesPerOp()) {
            throw new InvalidResultException(this + ": the collector got " + r.received() + " messages, expected "
                    + messagesPerOp());
        }
        if (r.counts().length != selectSources || r.sums().length != selectSources) {
            throw new InvalidResultException(this + ": " + r.counts().length + " source counts and "
                    + r.sums().length + " source sums for " + selectSources + " sources");
        }
        for (int s = 0; s < selectSources; s++) {
            if (r.counts()[s] != selectMessages || r.sums()[s] != expectedSourceSum()) {
                throw new InvalidResultException(this + ": source " + s + " was credited with " + r.counts()[s]
                        + " messages summing to " + r.sums()[s] + ", expected " + selectMessages + " summing to "
                        + expectedSourceSum());
            }
        }
        if (r.outOfOrder() != 0) {
            throw new InvalidResultException(this + ": " + r.outOfOrder() + " messages came out of their source's"
                    + " order, the first: " + r.firstOutOfOrder());
        }
        r.sources().check(this, "sources", s -> "source " + s, "SelectTally.createSources",
                "SelectTally.sourceStarted");
        if (r.early() != 0) {
            throw new InvalidResultException(this + ": " + r.early() + " of source 0's messages came before the"
                    + " collector had taken another source's: under the TCK's hold source 0 sends only once the stage"
                    + " SelectTally.sourceStarted returns has completed");
        }
        return r;
    }
}
