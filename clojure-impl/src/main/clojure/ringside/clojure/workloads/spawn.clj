(ns ringside.clojure.workloads.spawn
  "Spawn: a skynet tree of go blocks, each starting its children's and taking each child's reply from the channel
  its go returned."
  (:require [clojure.core.async :refer [go <!]])
  (:import (java.util Iterator)
           (java.util.concurrent CompletableFuture)
           (ringside.workload SpawnNode)))

(set! *warn-on-reflection* true)

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

(defn spawn [^SpawnNode root]
  (let [f (CompletableFuture.)]
    (go
      (try
        (.complete f (<! (spawn-actor root)))
        (catch Throwable t
          (.completeExceptionally f t))))
    f))
