(ns ringside.clojure.dispatch
  "Where go blocks run. core.async 1.9 has no pool size to set: by default its go blocks run on an unbounded cached
  pool (the :mixed executor). Its documented knob is the executor-factory system property, naming a function that
  core.async asks once per JVM for each context's executor. This one answers :core-async-dispatch (every go block
  and channel callback) with an executor that runs each task on the pool of the runtime that is running, so each
  runtime owns a fixed pool of the run's size and shuts it down; every other context gets core.async's default,
  made only when used (this module never uses thread, io-thread or flow)."
  (:import (java.util.concurrent Executor ExecutorService Executors ThreadFactory TimeUnit)
           (java.util.concurrent.atomic AtomicInteger)))

(set! *warn-on-reflection* true)

(defonce ^:private running (volatile! nil))

(defn executor-for
  "core.async's executor-factory (see the namespace's doc)."
  [context]
  (when (= context :core-async-dispatch)
    (reify Executor
      (execute [_ task]
        (let [^Executor pool @running]
          (when-not pool
            (throw (IllegalStateException. "a go block was dispatched with no clojure runtime running")))
          (.execute pool task))))))

(defn- go-threads
  "Daemon threads named ringside-clojure-go-N, as core.async names its own (async-mixed-N)."
  ^ThreadFactory []
  (let [made (AtomicInteger.)]
    (reify ThreadFactory
      (newThread [_ task]
        (doto (Thread. ^Runnable task (str "ringside-clojure-go-" (.incrementAndGet made)))
          (.setDaemon true))))))

(defn- executor
  ":pool, a fixed pool of `parallelism` threads; :virtual, a new virtual thread for each task (as core.async 1.9
  runs io-thread), on the JDK's scheduler, which the JVM's properties size to the run."
  ^ExecutorService [kind parallelism]
  (case kind
    :pool (Executors/newFixedThreadPool (int parallelism) (go-threads))
    :virtual (Executors/newThreadPerTaskExecutor (.factory (.name (Thread/ofVirtual) "ringside-clojure-go-" 0)))))

(defn start-pool!
  "Makes the executor that go blocks run on until stop-pool!; one runtime at a time."
  ^ExecutorService [kind parallelism]
  (let [pool (executor kind parallelism)]
    (locking running
      (when @running
        (.shutdown pool)
        (throw (IllegalStateException. "a clojure runtime is already running in this JVM; close it first")))
      (vreset! running pool))
    pool))

(defn stop-pool!
  "Stops the running executor: go blocks an op left parked stay parked, and their channels are garbage."
  [^ExecutorService pool]
  (locking running
    (when (identical? @running pool)
      (vreset! running nil)))
  (.shutdownNow pool)
  (.awaitTermination pool 10 TimeUnit/SECONDS))
