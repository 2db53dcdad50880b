package ringside.compare;

/** Which way a figure improves, and how a reading says it when B's figure is lower or higher than A's. */
enum Better {
    /** A time: a latency, a lateness. */
    LOWER_TIME(Reading.FASTER, Reading.SLOWER),
    /** A rate: replies, messages or megabytes per second. */
    HIGHER_RATE(Reading.SLOWER, Reading.FASTER),
    /** Memory: bytes per actor. */
    LOWER_MEMORY(Reading.SMALLER, Reading.LARGER);

    private final Reading lower;
    private final Reading higher;

    Better(Reading lower, Reading higher) {
        this.lower = lower;
        this.higher = higher;
    }

    /** The reading when B's figure is lower beyond both intervals. */
    Reading lower() {
        return lower;
    }

    /** The reading when B's figure is higher beyond both intervals. */
    Reading higher() {
        return higher;
    }
}
