(ns ringside.clojure.plain.pool
  "The plain programs' go-block pool, as a core.async user sizes it: a fixed pool of the run's size, handed to
  core.async by its executor-factory property (-Dclojure.core.async.executor-factory=
  ringside.clojure.plain.pool/executor-for). core.async asks for it at the first go block, after main has given the
  size."
  (:import (java.util.concurrent ExecutorService Executors)))

(defonce ^:private size (promise))

(defonce ^:private pool (delay (Executors/newFixedThreadPool (int @size))))

(defn executor-for
  "core.async's executor-factory: go blocks (:core-async-dispatch) on the fixed pool; core.async's default for the
  rest."
  [context]
  (when (= context :core-async-dispatch)
    @pool))

(defn size!
  "The pool's size, given once by main before its first go block."
  [parallelism]
  (deliver size parallelism))

(defn shutdown!
  "Lets the JVM end: the pool's threads are not daemons."
  []
  (when (realized? pool)
    (.shutdown ^ExecutorService @pool)))
