package ringside.workload;

/**
 * Many senders, one receiver: {@code contentionSenders} senders each send their share of the numbers
 * 1..{@code contentionMessages} to one receiver, as fast as their framework lets them, with no acknowledgement; the
 * receiver counts and sums what each sender sent ({@link ContentionTally}, the same for every framework). Sender s
 * sends the contiguous range starting at {@link #firstValue(int)}; the first n % senders senders send one number
 * more. Each message carries its sender and its value in one long ({@link #message(int, long)}), so a lost,
 * duplicated or misattributed message shows in the per-sender tallies. The op ends when the receiver has them all.
 */
public record ContentionWorkload(int contentionSenders, int contentionMessages) {

    public ContentionWorkload {
        Workload.require(contentionSenders >= 1, "contentionSenders", contentionSenders, "an integer >= 1");
        Workload.require(contentionMessages >= 1, "contentionMessages", contentionMessages, "an integer >= 1");
    }

    /** Sender and value in one long: the message stays the framework's one small number, as fan-out's are. */
    public static long message(int sender, long value) {
        return (long) sender << 32 | value;
    }

    public static int senderOf(long message) {
        return (int) (message >>> 32);
    }

    public static long valueOf(long message) {
        return message & 0xFFFF_FFFFL;
    }

    /** How many numbers sender s sends: an equal share, one more for the first n % senders. */
    public int share(int sender) {
        return contentionMessages / contentionSenders + (sender < contentionMessages % contentionSenders ? 1 : 0);
    }

    /** The first number of sender s's range; it sends share(s) numbers from there, one after another. */
    public long firstValue(int sender) {
        int base = contentionMessages / contentionSenders;
        return 1 + (long) sender * base + Math.min(sender, contentionMessages % contentionSenders);
    }

    /** The sum of sender s's range: share * (first + last) / 2. */
    public long expectedSenderSum(int sender) {
        long c = share(sender);
        return c * (2 * firstValue(sender) + c - 1) / 2;
    }

    /** 1..n sums to n(n+1)/2, under 2^62 for any int n. */
    public long expectedSum() {
        return (long) contentionMessages * (contentionMessages + 1L) / 2;
    }

    /** Every number is one message, sender to receiver. */
    public long messagesPerOp() {
        return contentionMessages;
    }

    public ContentionResult validate(ContentionResult r) {
        if (r.receiversAtOnce() > 1) { // first: receivers side by side race on the tally and garble its counts
            throw new InvalidResultException(this + ": " + r.receiversAtOnce() + " receivers took messages at once:"
                    + " the senders send into one mailbox, whose one receiver takes one message at a time");
        }
        if (r.received() != contentionMessages) {
            throw new InvalidResultException(this + ": the receiver got " + r.received() + " messages, expected "
                    + contentionMessages);
        }
        if (r.senderCounts().length != contentionSenders || r.senderSums().length != contentionSenders) {
            throw new InvalidResultException(this + ": " + r.senderCounts().length + " sender counts and "
                    + r.senderSums().length + " sender sums for " + contentionSenders + " senders");
        }
        for (int s = 0; s < contentionSenders; s++) {
            if (r.senderCounts()[s] != share(s)) {
                throw new InvalidResultException(this + ": sender " + s + " was credited with " + r.senderCounts()[s]
                        + " messages, expected " + share(s));
            }
            if (r.senderSums()[s] != expectedSenderSum(s)) { // right count, wrong values: misattributed messages
                throw new InvalidResultException(this + ": sender " + s + " sent values summing to "
                        + r.senderSums()[s] + ", expected " + expectedSenderSum(s));
            }
        }
        if (r.sum() != expectedSum()) {
            throw new InvalidResultException(this + ": the receiver's sum is " + r.sum() + ", expected "
                    + expectedSum());
        }
        return checkSenders(r);
    }

    /** The structural witness: every sender its own concurrent entity, started by its framework. */
    private ContentionResult checkSenders(ContentionResult r) {
        new Starts(r.sendersCreated(), r.senderStarts()).check(this, "senders", s -> "sender " + s,
                "ContentionTally.createSenders", "ContentionTally.senderStarted");
        if (r.early() != 0) {
            throw new InvalidResultException(this + ": " + r.early() + " messages came before every sender had"
                    + " started: under the TCK's hold a sender sends only once the stage ContentionTally.senderStarted"
                    + " returns has completed (senders start together, not one after another)");
        }
        return r;
    }
}
