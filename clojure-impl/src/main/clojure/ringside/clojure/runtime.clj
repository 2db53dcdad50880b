(ns ringside.clojure.runtime
  "The workloads as core.async users write them: every worker a go block parking on its own channel (<!), sending
  with >!, ended by closing its channel (a take from a closed, drained channel gives nil). Every inbox is made by
  the runtime's `inbox` function (see inbox-maker): a channel with a fixed buffer of `mailbox` (core.async has no
  unbounded buffer, by design: a sender that finds it full parks), or an unbuffered one, where every put waits for
  its taker. An op's future completes once every go block of the op has ended: each go returns a channel that closes
  when its block ends, and one more go block takes from all of them. Where a send must not park (big, and every send
  at a stack depth), it is a put! instead (see big-op and sender-at-depth)."
  (:require [clojure.core.async :as async :refer [go chan <! >! >!! alts! close! put!]]
            [clojure.core.async.impl.protocols :as impl]
            [ringside.clojure.dispatch :as dispatch])
  (:import (java.util ArrayList Iterator List Optional)
           (java.util.concurrent CompletableFuture ConcurrentHashMap ExecutorService)
           (java.util.function IntConsumer)
           (ringside.contract OsThread VariantRuntime)
           (ringside.workload BigTally BigWorkload ContentionTally ContentionWorkload FanOutResult FanOutWorkload
                              FootprintTally FootprintWorkload LatencyClient LatencyRecorder PingPongCheck
                              PingPongWorkload RingResult RingWorkload SelectTally SelectWorkload SieveTally
                              SieveWorkload SpawnNode StackDepthWitness StartWitness)))

(set! *warn-on-reflection* true)

(def mailbox
  "Every inbox's bound: (chan 1024), a fixed buffer. 1024 is core.async's own limit on puts (and takes) pending on
  one channel (impl/MAX-QUEUE-SIZE); a sender that finds the buffer full parks until there is room."
  1024)

(defn- inbox-maker
  "How the runtime makes every inbox: \"buffered\", (chan mailbox); \"unbuffered\", (chan), core.async's default
  channel, a handoff: a put parks until a taker takes it. No workload puts into its own inbox (a ring has at least
  two workers), which an unbuffered channel would deadlock."
  [kind]
  (case kind
    "buffered" #(chan mailbox)
    "unbuffered" #(chan)))

(defn- when-all-ended
  "A future completed with (result) once every go block of `blocks` has ended (its channel closed)."
  ^CompletableFuture [^List blocks result]
  (let [f (CompletableFuture.)]
    (go
      (loop [i 0]
        (when (< i (.size blocks))
          (<! (.get blocks i))
          (recur (inc i))))
      (try
        (.complete f (result))
        (catch Throwable t
          (.completeExceptionally f t))))
    f))

(defn- beyond-pending-puts
  "Refuses more senders into one channel than core.async allows puts pending on it (impl/MAX-QUEUE-SIZE): past it,
  a put throws an AssertionError inside its go block and the op would hang until its timeout. Every sender may
  have a put pending at once, whatever the buffer. nil when `senders` is within the limit."
  [parameter senders]
  (when (> (long senders) impl/MAX-QUEUE-SIZE)
    (CompletableFuture/failedFuture
      (IllegalArgumentException.
        (str parameter ": " senders "; accepted with core.async: at most " impl/MAX-QUEUE-SIZE ", its limit on"
             " puts pending on one channel (every sender may put into one channel at once here)")))))

(defn- each
  "An IntConsumer for the Java tallies' creating loops."
  ^IntConsumer [f]
  (reify IntConsumer (accept [_ i] (f i))))

(defn- sender-at-depth
  "A fn of one value that puts it into `ch` from `frames` calls deep in a recursive fn, each a small frame (Clojure
  eliminates no tail call: only loop/recur reuses a frame). Made once per worker. A go block parks only in its own
  body, never inside a fn it calls, so what goes deep is the send, as an actor's: put!, core.async's put for code
  that must not park. It never waits: a buffered channel with room takes the value at once, an unbuffered one hands
  it to a parked taker or keeps it as a pending put. The recursion is a named fn closing over the worker's witness,
  number and channel, so each level is a frame of one method (a defn would alternate invoke and invokeStatic)."
  [frames ^StackDepthWitness witness me ch]
  (let [me (int me)
        frames (long frames)]
    (letfn [(put-at [left v]
              (if (zero? (long left))
                (do (.atDepth witness me)
                    (put! ch v))
                (put-at (dec (long left)) v)))]
      (fn [v] (put-at frames v)))))

(defn- ring [inbox ^RingWorkload w]
  (let [n (.workerCount w)
        frames (.stackDepth w)
        inboxes (vec (repeatedly n inbox))
        counts (long-array n)
        ended-by (volatile! -1)
        ^StartWitness witness (.workers w)
        depth (.stackDepthWitness w)
        blocks (ArrayList. n)]
    (.create witness
             (each (fn [me]
                     (let [mine (inboxes me)
                           next (inboxes (mod (inc me) n))
                           send-deep (when (pos? frames) (sender-at-depth frames depth me next))]
                       (.add blocks
                             (if (zero? frames)
                               (go
                                 (.started witness me)
                                 (loop []
                                   (when-some [v (<! mine)]
                                     (aset counts me (inc (aget counts me)))
                                     (if (zero? (long v))
                                       (do (vreset! ended-by me)
                                           (run! close! inboxes))
                                       (do (>! next (dec (long v)))
                                           (recur))))))
                               (go ; the same worker, its send made `frames` calls deep
                                 (.started witness me)
                                 (loop []
                                   (when-some [v (<! mine)]
                                     (aset counts me (inc (aget counts me)))
                                     (if (zero? (long v))
                                       (do (vreset! ended-by me)
                                           (run! close! inboxes))
                                       (do (send-deep (dec (long v)))
                                           (recur))))))))))))
    (>!! (inboxes 0) (.ringSize w))
    (when-all-ended blocks #(RingResult. (int @ended-by) counts (.report witness) (.report depth)))))

(defn- ping-pong [inbox ^PingPongWorkload w]
  (let [pings (inbox)
        pongs (inbox)
        check (PingPongCheck. w)
        frames (.stackDepth w)
        depth (.depth check)
        blocks (ArrayList. 2)]
    (.createParties check
                    (fn []
                      (if (zero? frames)
                        (do
                          (.add blocks
                                (go ; ponger
                                  (.pongerStarted check)
                                  (loop []
                                    (when-some [seq (<! pings)]
                                      (.pingReceived check (int seq))
                                      (>! pongs seq)
                                      (recur)))))
                          (.add blocks
                                (go ; pinger
                                  (.pingerStarted check)
                                  (dotimes [_ (.pingPongCount w)]
                                    (>! pings (.nextPing check))
                                    (.pongReceived check (int (<! pongs))))
                                  (close! pings))))
                        (let [pong-deep (sender-at-depth frames depth PingPongCheck/PONGER pongs)
                              ping-deep (sender-at-depth frames depth PingPongCheck/PINGER pings)]
                          ; the same parties, each send made `frames` calls deep
                          (.add blocks
                                (go ; ponger
                                  (.pongerStarted check)
                                  (loop []
                                    (when-some [seq (<! pings)]
                                      (.pingReceived check (int seq))
                                      (pong-deep seq)
                                      (recur)))))
                          (.add blocks
                                (go ; pinger
                                  (.pingerStarted check)
                                  (dotimes [_ (.pingPongCount w)]
                                    (ping-deep (.nextPing check))
                                    (.pongReceived check (int (<! pongs))))
                                  (close! pings)))))))
    (when-all-ended blocks #(.result check))))

(defn- fan-out-op
  "Every worker puts into the collector's one channel (so fan-out checks beyond-pending-puts first)."
  [inbox ^FanOutWorkload w]
  (let [n (.fanOutWorkers w)
        m (long (.fanOutMessages w))
        inboxes (vec (repeatedly n inbox))
        collector (inbox)
        counts (long-array n)
        sums (long-array n)
        collected (volatile! 0)
        sum (volatile! 0)
        ^StartWitness witness (.workers w)
        blocks (ArrayList. (+ n 2))]
    (.add blocks
          (go ; producer
            (loop [x 1]
              (when (<= x m)
                (>! (inboxes (.workerFor w x)) x)
                (recur (inc x))))
            (run! close! inboxes)))
    (.create witness
             (each (fn [me]
                     (let [mine (inboxes me)]
                       (.add blocks
                             (go
                               (.started witness me)
                               (loop []
                                 (when-some [x (<! mine)]
                                   (aset counts me (inc (aget counts me)))
                                   (aset sums me (+ (aget sums me) (long x)))
                                   (>! collector (FanOutWorkload/transform (long x)))
                                   (recur)))))))))
    (.add blocks
          (go ; collector
            (loop [i 0 total 0]
              (if (< i m)
                (recur (inc i) (+ total (long (<! collector))))
                (do (vreset! collected i)
                    (vreset! sum total))))))
    (when-all-ended blocks #(FanOutResult. @collected @sum counts sums (.report witness)))))

(defn- fan-out [inbox ^FanOutWorkload w]
  (or (beyond-pending-puts "fanOutWorkers" (.fanOutWorkers w))
      (fan-out-op inbox w)))

(defn- opened
  "A channel that gets a value when `stage`, the one a sender's or source's start report returns, completes: the go
  block parks on it. The stage is complete at once outside the TCK's hold, so only a held block parks here."
  [^CompletableFuture stage]
  (let [c (async/promise-chan)]
    (.thenRun stage (reify Runnable (run [_] (put! c true))))
    c))

(defn- contention-op
  "Every sender a go block putting its range into the receiver's one channel, as fan-out's producer sends."
  [inbox ^ContentionWorkload w]
  (let [mine (inbox)
        tally (ContentionTally. w)
        blocks (ArrayList.)]
    (.add blocks
          (go ; receiver
            (loop []
              (when-not (.add tally (long (<! mine)))
                (recur)))))
    (.createSenders tally
                    (each (fn [s]
                            (.add blocks
                                  (go
                                    (let [stage (.senderStarted tally s)]
                                      (when-not (.isDone stage)
                                        (<! (opened stage))))
                                    (let [first (.firstValue w s)
                                          end (+ first (.share w s))]
                                      (loop [v first]
                                        (when (< v end)
                                          (>! mine (ContentionWorkload/message s v))
                                          (recur (inc v))))))))))
    (when-all-ended blocks #(.result tally))))

(defn- contention [inbox ^ContentionWorkload w]
  (or (beyond-pending-puts "contentionSenders" (.contentionSenders w))
      (contention-op inbox w)))

(defn- sieve-filter
  "The filter for `prime`: a go block on its own channel `mine`. It drops the multiples, puts the rest into the next
  filter's channel, or, at the tail, starts the filter for the new prime itself, with a channel made by `inbox`. On
  the end it reports it and puts the end into the next channel; the tail completes `done`."
  [inbox ^SieveTally tally prime mine ^CompletableFuture done]
  (go
    (.filterStarted tally (int prime))
    (loop [next nil]
      (let [n (long (<! mine))]
        (if (== n SieveWorkload/END)
          (do (.filterEnded tally (int prime))
              (if next
                (>! next SieveWorkload/END)
                (.complete done (.result tally))))
          (do (.received tally (int prime) (int n))
              (cond
                (zero? (rem n (long prime))) (recur next) ; its own multiple: dropped
                next (do (>! next n)
                         (recur next))
                :else (let [tail (inbox)]
                        (.createFilter tally (int n) (fn [] (sieve-filter inbox tally n tail done)))
                        (recur tail)))))))))

(defn- sieve
  "The classic core.async sieve as a pipeline: the generator and every filter a go block, each filter taking from
  its own channel (sieve-filter); the tail starts the next filter. The op's future completes when the tail has had
  the end; every other block has then put its last value and is ending."
  [inbox ^SieveWorkload w]
  (let [tally (SieveTally. w)
        done (CompletableFuture.)
        numbers (inbox)
        limit (.sieveLimit w)]
    (.createFilter tally SieveWorkload/FIRST_PRIME
                   (fn [] (sieve-filter inbox tally SieveWorkload/FIRST_PRIME numbers done)))
    (.createGenerator tally
                      (fn []
                        (go
                          (.generatorStarted tally)
                          (loop [n (inc SieveWorkload/FIRST_PRIME)]
                            (when (< n limit)
                              (>! numbers n)
                              (recur (inc n))))
                          (>! numbers SieveWorkload/END))))
    done))

(defn- select
  "Every source a go block putting its numbers into a channel of its own; the collector a go block taking from all
  of them at once with alts!, one message per alts! (core.async picks among the ready channels at random). Each
  channel has one sender, so core.async's limit on pending puts is never near."
  [inbox ^SelectWorkload w]
  (let [n (.selectSources w)
        m (long (.selectMessages w))
        sources (vec (repeatedly n inbox))
        tally (SelectTally. w)
        blocks (ArrayList. (inc n))]
    (.add blocks
          (go ; collector
            (loop []
              (let [[message _] (alts! sources)]
                (when-not (.add tally (long message))
                  (recur))))))
    (.createSources tally
                    (each (fn [s]
                            (let [mine (sources s)]
                              (.add blocks
                                    (go
                                      (let [stage (.sourceStarted tally (int s))]
                                        (when-not (.isDone stage)
                                          (<! (opened stage))))
                                      (loop [i 1]
                                        (when (<= i m)
                                          (>! mine (SelectWorkload/message (int s) i))
                                          (recur (inc i))))))))))
    (when-all-ended blocks #(.result tally))))

(defn- big-op
  "Every actor a go block taking from its own channel; a ping is its id, a pong -(id + 1). Each send is a put!, which
  never parks: with >! two actors pinging each other through unbuffered channels would each park on the other's put
  forever. One channel can have a put pending from every actor at once: a ping from each other actor and the pong
  for its own ping (so big checks beyond-pending-puts first). The last actor to finish closes every channel, which
  ends the actors: by then no message is in flight."
  [inbox ^BigWorkload w]
  (let [n (.bigActors w)
        pings (.bigPings w)
        inboxes (vec (repeatedly n inbox))
        tally (BigTally. w)
        blocks (ArrayList. n)]
    (.createActors tally
                   (each (fn [a]
                           (let [me (int a)
                                 mine (inboxes me)]
                             (.add blocks
                                   (go
                                     (.actorStarted tally me)
                                     (put! (inboxes (.peer w me 0)) (.ping w me 0))
                                     (loop []
                                       (when-some [m (<! mine)]
                                         (let [m (long m)]
                                           (if (>= m 0)
                                             (do (.pingReceived tally me m)
                                                 (put! (inboxes (.senderOf w m)) (- (inc m))))
                                             (let [next (.pongReceived tally me (- (inc m)))]
                                               (cond
                                                 (< next pings) (put! (inboxes (.peer w me next)) (.ping w me next))
                                                 (.actorFinished tally me) (run! close! inboxes)))))
                                         (recur)))))))))
    (when-all-ended blocks #(.result tally))))

(defn- big [inbox ^BigWorkload w]
  (or (beyond-pending-puts "bigActors" (.bigActors w))
      (big-op inbox w)))

(defn- spawn-actor
  "One actor of the skynet tree: a go block that starts its children's go blocks and takes each child's reply from
  the channel its go returned, which delivers it as the child's block ends. Its own reply is its block's value."
  [^SpawnNode node]
  (go
    (.started node)
    (let [^Iterator spawning (.iterator (.spawnChildren node))
          children (loop [started []]
                     (if (.hasNext spawning)
                       (recur (conj started (spawn-actor (.next spawning))))
                       started))]
      (loop [i 0]
        (when (< i (count children))
          (.add node (<! (nth children i)))
          (recur (inc i))))
      (.reply node))))

(defn- spawn [^SpawnNode root]
  (let [f (CompletableFuture.)]
    (go
      (try
        (.complete f (<! (spawn-actor root)))
        (catch Throwable t
          (.completeExceptionally f t))))
    f))

(defn- idle-actors
  "Each actor a go block parked in <! on its own channel; the benchmark thread puts each its index (>!!)."
  [inbox ^FootprintWorkload w]
  (let [n (.footprintActors w)
        tally (FootprintTally. w)
        inboxes (object-array n)
        blocks (ArrayList. n)]
    (.createActors tally
                   (each (fn [me]
                           (let [mine (inbox)]
                             (aset inboxes me mine)
                             (.add blocks
                                   (go
                                     (.waiting tally)
                                     (.received tally me (int (<! mine)))))))))
    (.whenAllWaiting tally
                     (fn [] (dotimes [i n] (>!! (aget inboxes i) i)))
                     (when-all-ended blocks (constantly w)))))

(defn- latency
  "The server a go block answering each request with its id on the reply channel, the receiver another recording
  each reply. The pacer's thread puts the requests (>!!); closing the request channel ends the server, which closes
  the reply channel and so ends the receiver."
  [inbox ^LatencyRecorder recorder]
  (let [requests (inbox)
        replies (inbox)
        blocks (ArrayList. 2)]
    (.add blocks
          (go ; server
            (loop []
              (if-some [id (<! requests)]
                (do (>! replies id)
                    (recur))
                (close! replies)))))
    (.add blocks
          (go ; receiver
            (loop []
              (when-some [id (<! replies)]
                (.replied recorder (int id))
                (recur)))))
    (CompletableFuture/completedFuture
      (LatencyClient/of (each (fn [id] (>!! requests id)))
                        (fn [] (close! requests))
                        (when-all-ended blocks (constantly recorder))))))

(defn- carrier-threads
  "Busy go blocks, so that every thread of the pool gets work; the names of the OS threads that ran them (for a
  virtual thread, its carrier's)."
  [tasks]
  (let [names (ConcurrentHashMap/newKeySet)
        blocks (ArrayList.)]
    (dotimes [_ tasks]
      (.add blocks
            (go
              (let [end (+ (System/nanoTime) 2000000)]
                (while (< (System/nanoTime) end)
                  (Thread/onSpinWait)))
              (.add names (OsThread/currentName)))))
    (.get (when-all-ended blocks (constantly names)))
    (Optional/of names)))

(defn start
  "A runtime whose go blocks run on an executor of its own (see dispatch/executor: `executor` is \"pool\" or
  \"virtual\"), shut down by close, every inbox made as `inbox` says (\"buffered\" or \"unbuffered\", see
  inbox-maker)."
  ^VariantRuntime [executor inbox parallelism]
  (let [inbox (inbox-maker inbox)
        ^ExecutorService pool (dispatch/start-pool! (keyword executor) parallelism)]
    (reify VariantRuntime
      (ring [_ w] (ring inbox w))
      (pingPong [_ w] (ping-pong inbox w))
      (fanOut [_ w] (fan-out inbox w))
      (contention [_ w] (contention inbox w))
      (sieve [_ w] (sieve inbox w))
      (select [_ w] (select inbox w))
      (big [_ w] (big inbox w))
      (spawn [_ root] (spawn root))
      (idleActors [_ w] (idle-actors inbox w))
      (latency [_ recorder] (latency inbox recorder))
      (carrierThreads [_ tasks] (carrier-threads tasks))
      (close [_] (dispatch/stop-pool! pool)))))
