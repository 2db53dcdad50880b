package ringside.declaration;

/** What several side-by-side rows of different workloads say alike, written once. */
final class ProgramNotes {
    /** The Clojure programs' go-block pool: a fixed pool of the run's size, through core.async's own property. */
    static final String CLOJURE_PLAIN_POOL =
            "-Dclojure.core.async.executor-factory=ringside.clojure.plain.pool/executor-for";
    /** What the Clojure rows compare: the same channel kind and pool on both sides, so a gap is Ringside's code. */
    static final String CLOJURE_LIKE_WITH_LIKE = "Ringside's side is go-rendezvous, with the same unbuffered"
            + " channels and pool: like with like (go's inboxes are (chan 1024), a cost of their own)";
    /** What Savina's Akka programs share with Ringside's akka/typed, and where they differ from Savina's. */
    static final String SAVINA_AKKA = "classic actors made with actorOf, on the default dispatcher"
            + " (throughput 5) and mailbox as typed has them (Savina sets SingleConsumerOnlyUnboundedMailbox)";

    private ProgramNotes() {
    }
}
