(ns ringside.clojure.workloads.sieve
  "Sieve: the classic core.async sieve, a growing pipeline of go blocks, a generator and a filter per prime, each
  filter on its own channel."
  (:require [clojure.core.async :refer [go <! >!]])
  (:import (java.util.concurrent CompletableFuture)
           (ringside.workload SieveTally SieveWorkload)))

(set! *warn-on-reflection* true)

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
                (.complete done nil)))
          (do (.received tally (int prime) (int n))
              (cond
                (zero? (rem n (long prime))) (recur next) ; its own multiple: dropped
                next (do (>! next n)
                         (recur next))
                :else (let [tail (inbox)]
                        (.createFilter tally (int n) (fn [] (sieve-filter inbox tally n tail done)))
                        (recur tail)))))))))

(defn sieve
  "The classic core.async sieve as a pipeline: the generator and every filter a go block, each filter taking from
  its own channel (sieve-filter); the tail starts the next filter. The op's future completes when the tail has had
  the end; every other block has then put its last value and is ending."
  [inbox ^SieveTally tally]
  (let [w (.workload tally)
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
