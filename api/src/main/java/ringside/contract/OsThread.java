package ringside.contract;

/** Names the OS thread a task runs on, for {@link VariantRuntime#carrierThreads}. */
public final class OsThread {
    private OsThread() {
    }

    /**
     * The current thread's name, or for a virtual thread its carrier's: a mounted virtual thread prints as
     * "VirtualThread[#22]/runnable@ForkJoinPool-1-worker-1", and the JDK offers no public accessor to the carrier.
     */
    public static String currentName() {
        Thread current = Thread.currentThread();
        if (!current.isVirtual()) {
            return current.getName();
        }
        String s = current.toString();
        int at = s.lastIndexOf('@');
        if (at < 0) {
            throw new IllegalStateException("cannot tell the carrier of " + s);
        }
        return s.substring(at + 1);
    }
}
